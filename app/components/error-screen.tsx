import { AlertTriangleIcon } from "lucide-react";
import { Button } from "~/components/ui/button";

/** Spec 01 §2: the fallback shown when a page fails, with its exact texts. */
export function ErrorScreen() {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="max-w-md text-center">
        <AlertTriangleIcon className="mx-auto mb-4 size-12 text-primary" aria-hidden="true" />
        <h1 className="mb-2 text-3xl font-bold">Oops! Something went wrong</h1>
        <p className="mb-6 text-muted-foreground">We're sorry for the inconvenience. Please try refreshing the page.</p>
        <Button onClick={() => window.location.reload()}>Refresh Page</Button>
      </div>
    </main>
  );
}
