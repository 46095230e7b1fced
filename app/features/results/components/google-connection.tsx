import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { RESULTS_MESSAGES } from "../messages";
import { ImportStatus, type ImportStatusView } from "./import-status";

export type GoogleConnectionView =
  | { configured: false }
  | {
      configured: true;
      connection: (ImportStatusView & { propertyId: string | null; siteUrl: string | null }) | null;
      options: { properties: { id: string; name: string }[]; sites: string[] } | null;
      problem: string | null;
    };

const selectClass = "h-10 w-full rounded-md border border-input bg-background px-3 text-sm";

function Choice({ options }: { options: { properties: { id: string; name: string }[]; sites: string[] } }) {
  return (
    <Form method="post" className="grid max-w-md gap-4">
      <input type="hidden" name="intent" value="choose" />
      <label className="grid gap-1 text-sm font-medium">
        Google Analytics property
        <select name="propertyId" required className={selectClass}>
          {options.properties.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-sm font-medium">
        Search Console site
        <select name="siteUrl" required className={selectClass}>
          {options.sites.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" className="w-fit">
        Save
      </Button>
    </Form>
  );
}

/** A project's Google connection: connect, choose what to read, see how the last import went, disconnect. */
export function GoogleConnection({ view, message }: { view: GoogleConnectionView; message?: string }) {
  if (!view.configured) return <p className="text-sm text-muted-foreground">{RESULTS_MESSAGES.notConfigured}</p>;
  const { connection, options, problem } = view;
  return (
    <div className="grid gap-4">
      {message && (
        <p role="status" className="text-sm">
          {message}
        </p>
      )}
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      {!connection ? (
        <Form method="post">
          <input type="hidden" name="intent" value="connect" />
          <Button type="submit">Connect Google Analytics</Button>
        </Form>
      ) : (
        <>
          {connection.propertyId && connection.siteUrl ? (
            <dl className="grid gap-1 text-sm">
              <dt className="font-medium">Google Analytics property</dt>
              <dd className="wrap-anywhere">{connection.propertyId}</dd>
              <dt className="font-medium">Search Console site</dt>
              <dd className="wrap-anywhere">{connection.siteUrl}</dd>
            </dl>
          ) : (
            options && <Choice options={options} />
          )}
          <ImportStatus status={connection} />
          <Form method="post">
            <input type="hidden" name="intent" value="disconnect" />
            <Button type="submit" variant="outline">
              Disconnect
            </Button>
          </Form>
        </>
      )}
    </div>
  );
}
