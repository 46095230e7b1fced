import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { usePortalTexts } from "~/lib/portal-texts";

/** A refusal's words: its heading, a sentence and the way back to the user's own dashboard. */
type RefusalTexts = { title: string; text: string; back: string };

/** A refusal with its heading, a sentence and the way back to the user's own dashboard. */
export function PortalRefusal({ title, text, back }: RefusalTexts) {
  return (
    <div role="alert">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-muted-foreground">{text}</p>
      <Link to="/dashboard" className="mt-6 inline-block font-medium text-primary underline-offset-4 hover:underline">
        {back}
      </Link>
    </div>
  );
}

/** docs/product.md, Fli DESK portal: a role that may never see a page reads this (403), in the person's language. */
function PortalAccessDenied() {
  const { m } = usePortalTexts();
  return (
    <div className="py-20 text-center">
      <PortalRefusal
        title={m.error_access_denied_title()}
        text={m.error_access_denied_text()}
        back={m.error_back_to_your_dashboard()}
      />
    </div>
  );
}

/** An unknown portal path: 'Oops! Page not found' and a link back, inside the shell. */
export function PortalNotFound() {
  const { m } = usePortalTexts();
  return (
    <div className="py-20 text-center">
      <h1 className="text-3xl font-bold">{m.error_not_found_title()}</h1>
      <Button asChild className="mt-6">
        <Link to="/dashboard">{m.error_back_to_dashboard()}</Link>
      </Button>
    </div>
  );
}

/** What the portal layout's error boundary shows, inside the shell, for the statuses the portal answers itself. */
export const portalStatusHandlers = {
  403: () => <PortalAccessDenied />,
  404: () => <PortalNotFound />,
};

/** A refusal alone on the page, centred: where the shell cannot be shown. */
function Alone(texts: RefusalTexts) {
  return (
    <main id="main" className="grid min-h-screen place-items-center p-6 text-center">
      <PortalRefusal {...texts} />
    </main>
  );
}

// Without the shell and without a user to show it for, there is no person, so no language of theirs: English.
const alone = (title: string, text: string) => () => <Alone title={title} text={text} back="Back to your dashboard" />;

/**
 * The 403 of a path outside the shell whose person is known (another role's `/dashboard/<role>`): alone, in their
 * language (the page's data names it, so the texts are there).
 */
export function StandaloneAccessDenied() {
  const { m } = usePortalTexts();
  return (
    <Alone
      title={m.error_access_denied_title()}
      text={m.error_access_denied_text()}
      back={m.error_back_to_your_dashboard()}
    />
  );
}

/** The same statuses where the shell cannot be shown. */
export const standaloneStatusHandlers = {
  403: alone("Access Denied", "Invalid user role"),
  404: alone("Oops! Page not found", "This page does not exist."),
};
