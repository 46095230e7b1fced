import { AlertTriangleIcon } from "lucide-react";
import { Button } from "~/components/ui/button";

type ErrorScreenProps = {
  /** A refusal of what was sent (400, 413, 415): its sentence, and a way back to the form instead of a reload. */
  refusal?: string;
};

/** docs/product.md, Public site: the fallback shown when a page fails, with its exact texts. */
export function ErrorScreen({ refusal }: ErrorScreenProps = {}) {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="max-w-md text-center">
        <AlertTriangleIcon className="mx-auto mb-4 size-12 text-primary" aria-hidden="true" />
        {refusal ? (
          <>
            <h1 className="mb-2 text-3xl font-bold">Please check what you sent</h1>
            <p className="mb-6 text-muted-foreground">{refusal}</p>
            <Button onClick={() => window.history.back()}>Go Back</Button>
          </>
        ) : (
          <>
            <h1 className="mb-2 text-3xl font-bold">Oops! Something went wrong</h1>
            <p className="mb-6 text-muted-foreground">
              We're sorry for the inconvenience. Please try refreshing the page.
            </p>
            <Button onClick={() => window.location.reload()}>Refresh Page</Button>
          </>
        )}
      </div>
    </main>
  );
}
