import { usePortalTexts } from "~/lib/portal-texts";
import { ConnectionPanel, IntentButton, PickForm, selectClass } from "./connection-panel";
import { ImportStatus, type ImportStatusView } from "./import-status";

type Options = { properties: { id: string; name: string }[]; sites: string[] };

export type GoogleConnectionView =
  | { configured: false }
  | {
      configured: true;
      connection: (ImportStatusView & { propertyId: string | null; siteUrl: string | null }) | null;
      options: Options | null;
      problem: string | null;
    };

function Choice({ options }: { options: Options }) {
  const { m } = usePortalTexts();
  return (
    <PickForm intent="choose">
      <label className="grid gap-1 text-sm font-medium">
        {m.connection_ga_property()}
        <select name="propertyId" required className={selectClass}>
          {options.properties.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-sm font-medium">
        {m.connection_sc_site()}
        <select name="siteUrl" required className={selectClass}>
          {options.sites.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
    </PickForm>
  );
}

/** A project's Google connection: connect, choose what to read, see how the last import went, disconnect. */
export function GoogleConnection({ view, message }: { view: GoogleConnectionView; message?: string }) {
  const { m } = usePortalTexts();
  if (!view.configured) return <p className="text-sm text-muted-foreground">{m.connection_google_not_configured()}</p>;
  const { connection, options, problem } = view;
  return (
    <ConnectionPanel
      message={message}
      problem={problem}
      problemClass="text-danger-text"
      connected={connection !== null}
      connect={<IntentButton intent="connect">{m.connection_connect_google()}</IntentButton>}
    >
      {connection?.propertyId && connection.siteUrl ? (
        <dl className="grid gap-1 text-sm">
          <dt className="font-medium">{m.connection_ga_property()}</dt>
          <dd className="wrap-anywhere">{connection.propertyId}</dd>
          <dt className="font-medium">{m.connection_sc_site()}</dt>
          <dd className="wrap-anywhere">{connection.siteUrl}</dd>
        </dl>
      ) : (
        options && <Choice options={options} />
      )}
      {connection && <ImportStatus status={connection} />}
    </ConnectionPanel>
  );
}
