import { MailIcon } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { localizedPath } from "~/lib/locale";
import { type PortalMessages, usePortalTexts } from "~/lib/portal-texts";
import type { Answer } from "~/lib/result";

type Status = { kind: "idle" } | { kind: "sending" } | { kind: "done"; message: string; error: boolean };

/** Where the request is: on its way, or answered in the server's words (the page's action says a failure too). */
function statusOf(state: string, answer: Answer<{ message?: string }> | undefined, m: PortalMessages): Status {
  if (state !== "idle") return { kind: "sending" };
  if (!answer) return { kind: "idle" };
  return answer.ok
    ? { kind: "done", message: answer.message ?? m.buy_draft_link_sent(), error: false }
    : { kind: "done", message: answer.message || m.buy_draft_send_failed(), error: true };
}

/**
 * Offers the draft saved for a work email in another browser, through a link mailed to that address: the server
 * never hands a draft to whoever merely types the email (decision 0015). The answer is the same whether or not
 * a draft exists. Render it with `key={email}`: an answer belongs to the address it was given for.
 */
export function DraftLinkOffer({ email }: { email: string }) {
  const fetcher = useFetcher<Answer<{ message?: string }>>();
  // The link's mail and the answer speak the page's language.
  const { m, locale } = usePortalTexts();
  const status = statusOf(fetcher.state, fetcher.data, m);
  // Posted to the wizard page's action, which nothing on the page reloads after.
  const send = () =>
    fetcher.submit(
      { intent: "link", email, locale },
      {
        method: "post",
        action: localizedPath("/onboarding", locale),
        encType: "application/json",
        defaultShouldRevalidate: false,
      },
    );

  return (
    <div className="rounded-lg border border-border bg-muted/40 p-4">
      <p className="text-sm font-semibold">{m.buy_draft_offer_title()}</p>
      <p className="mt-1 text-sm text-muted-foreground">{m.buy_draft_offer_text()}</p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        wrap
        className="mt-3 py-2 text-left"
        disabled={status.kind === "sending"}
        onClick={() => void send()}
      >
        <MailIcon aria-hidden="true" />
        {status.kind === "sending" ? m.buy_draft_sending() : m.buy_draft_send_link()}
      </Button>
      <p
        role="status"
        aria-live="polite"
        className={
          status.kind === "done" ? (status.error ? "mt-2 text-sm text-danger-text" : "mt-2 text-sm") : "sr-only"
        }
      >
        {status.kind === "done" ? status.message : ""}
      </p>
    </div>
  );
}
