import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { usePortalTexts } from "~/lib/portal-texts";
import { resultsText } from "../messages";

/** The account pickers' select, the same on every provider's page. */
export const selectClass = "h-10 w-full rounded-md border border-input bg-background px-3 text-sm";

/** A form of one button that posts its `intent` (connect, disconnect) to the page's action. */
export function IntentButton({
  intent,
  variant,
  children,
}: {
  intent: string;
  variant?: "outline";
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" variant={variant} wrap className="text-center">
        {children}
      </Button>
    </Form>
  );
}

/** The form that saves the account picked after the login: the provider's fields (`children`), then Save. */
export function PickForm({ intent, children }: { intent: string; children: ReactNode }) {
  const { m } = usePortalTexts();
  return (
    <Form method="post" className="grid max-w-md gap-4">
      <input type="hidden" name="intent" value={intent} />
      {children}
      <Button type="submit" className="w-fit">
        {m.connection_save()}
      </Button>
    </Form>
  );
}

type PanelProps = {
  /** The answer to the last form, when there is one. */
  message?: string;
  problem: string | null;
  /** The problem's colour: each provider's page keeps its own. */
  problemClass: string;
  /** Whether the project has a connection to this provider (made, if not yet an account picked). */
  connected: boolean;
  /** Without a connection, the way to make one (its Connect button). */
  connect: ReactNode;
  /** With one, what the provider shows of it; Disconnect follows. */
  children: ReactNode;
};

/** A project's connection to one provider: the last answer, a problem, then Connect, or the connection and Disconnect. */
export function ConnectionPanel({ message, problem, problemClass, connected, connect, children }: PanelProps) {
  const { m } = usePortalTexts();
  return (
    <div className="grid gap-4">
      {message && (
        <p role="status" className="text-sm">
          {resultsText(m, message)}
        </p>
      )}
      {problem && (
        <p role="alert" className={`text-sm ${problemClass}`}>
          {resultsText(m, problem)}
        </p>
      )}
      {!connected ? (
        connect
      ) : (
        <>
          {children}
          <IntentButton intent="disconnect" variant="outline">
            {m.connection_disconnect()}
          </IntentButton>
        </>
      )}
    </div>
  );
}
