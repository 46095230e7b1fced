import { MailIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { draftMessages } from "./wizard";

type Status = { kind: "idle" } | { kind: "sending" } | { kind: "done"; message: string; error: boolean };

/**
 * Offers the draft saved for a work email in another browser, through a link mailed to that address: the server
 * never hands a draft to whoever merely types the email (decision 0015). The answer is the same whether or not
 * a draft exists. Render it with `key={email}`: an answer belongs to the address it was given for.
 */
export function DraftLinkOffer({ email }: { email: string }) {
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  async function send() {
    setStatus({ kind: "sending" });
    try {
      const res = await fetch("/api/drafts", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ intent: "link", email }),
      });
      const body = (await res.json().catch(() => ({}))) as { message?: string; error?: string };
      setStatus(
        res.ok
          ? { kind: "done", message: body.message ?? draftMessages.linkSent, error: false }
          : { kind: "done", message: body.error ?? draftMessages.sendFailed, error: true },
      );
    } catch {
      setStatus({ kind: "done", message: draftMessages.sendFailed, error: true });
    }
  }

  return (
    <div className="rounded-lg border border-border bg-muted/40 p-4">
      <p className="text-sm font-semibold">{draftMessages.offerTitle}</p>
      <p className="mt-1 text-sm text-muted-foreground">{draftMessages.offerText}</p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="mt-3 h-auto min-h-9 whitespace-normal py-2 text-left"
        disabled={status.kind === "sending"}
        onClick={send}
      >
        <MailIcon aria-hidden="true" />
        {status.kind === "sending" ? draftMessages.sending : draftMessages.sendLink}
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
