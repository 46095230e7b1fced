import { AlertTriangleIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useSharedText } from "~/lib/portal-texts";

type ErrorScreenProps = {
  /** A refusal of what was sent (400, 413, 415): its sentence, and a way back to the form instead of a reload. */
  refusal?: string;
};

/** docs/product.md, Public site: the fallback shown when a page fails, with its exact texts. */
export function ErrorScreen({ refusal }: ErrorScreenProps = {}) {
  // Inside the portal, in the person's language; on the public site (and without the portal's texts) in English.
  const text = {
    checkTitle: useSharedText((m) => m.ui_check_what_you_sent(), "Please check what you sent"),
    back: useSharedText((m) => m.ui_go_back(), "Go Back"),
    failedTitle: useSharedText((m) => m.ui_something_went_wrong(), "Oops! Something went wrong"),
    failed: useSharedText((m) => m.ui_sorry(), "We're sorry for the inconvenience. Please try refreshing the page."),
    refresh: useSharedText((m) => m.ui_refresh(), "Refresh Page"),
  };
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="max-w-md text-center">
        <AlertTriangleIcon className="mx-auto mb-4 size-12 text-primary" aria-hidden="true" />
        {refusal ? (
          <>
            <h1 className="mb-2 text-3xl font-bold">{text.checkTitle}</h1>
            <p className="mb-6 text-muted-foreground">{refusal}</p>
            <Button onClick={() => window.history.back()}>{text.back}</Button>
          </>
        ) : (
          <>
            <h1 className="mb-2 text-3xl font-bold">{text.failedTitle}</h1>
            <p className="mb-6 text-muted-foreground">{text.failed}</p>
            <Button onClick={() => window.location.reload()}>{text.refresh}</Button>
          </>
        )}
      </div>
    </main>
  );
}
