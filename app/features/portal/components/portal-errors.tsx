import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** docs/product.md, Fli DESK portal: a role that may never see a page reads this (403). */
export const accessDenied = { title: "Access Denied", text: "Invalid user role" } as const;

/** A refusal with its heading, a sentence and the way back to the user's own dashboard. */
export function PortalRefusal({ title, text }: { title: string; text: string }) {
  return (
    <div role="alert">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-muted-foreground">{text}</p>
      <Link to="/dashboard" className="mt-6 inline-block font-medium text-primary underline-offset-4 hover:underline">
        Back to your dashboard
      </Link>
    </div>
  );
}

/** An unknown portal path: 'Oops! Page not found' and a link back, inside the shell. */
export function PortalNotFound() {
  return (
    <div className="py-20 text-center">
      <h1 className="text-3xl font-bold">Oops! Page not found</h1>
      <Button asChild className="mt-6">
        <Link to="/dashboard">Back to Dashboard</Link>
      </Button>
    </div>
  );
}

/** What the portal layout's error boundary shows, inside the shell, for the statuses the portal answers itself. */
export const portalStatusHandlers = {
  403: () => (
    <div className="py-20 text-center">
      <PortalRefusal {...accessDenied} />
    </div>
  ),
  404: () => <PortalNotFound />,
};

// Without the shell (a path outside the layout, or no user to show it for): the message alone, centred.
const alone = (title: string, text: string) => () => (
  <main id="main" className="grid min-h-screen place-items-center p-6 text-center">
    <PortalRefusal title={title} text={text} />
  </main>
);

/** The same statuses where the shell cannot be shown. */
export const standaloneStatusHandlers = {
  403: alone(accessDenied.title, accessDenied.text),
  404: alone("Oops! Page not found", "This page does not exist."),
};
