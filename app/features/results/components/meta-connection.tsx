import { META_MESSAGES } from "../meta/messages";
import { ConnectionPanel, IntentButton, PickForm, selectClass } from "./connection-panel";
import { importedText, type MetaConnectionState, MetaFailure } from "./meta-failure";

type PageOption = { id: string; name: string; instagram: string | null };

export type MetaConnectionView =
  | { configured: false }
  | { configured: true; connection: MetaConnectionState | null; pages: PageOption[] | null; problem: string | null };

function PagePick({ pages }: { pages: PageOption[] }) {
  return (
    <PickForm intent="pick">
      <label className="grid gap-1 text-sm font-medium">
        Facebook Page
        <select name="pageId" required className={selectClass}>
          {pages.map((p) => (
            <option key={p.id} value={p.id}>
              {p.instagram ? `${p.name} (Instagram @${p.instagram})` : `${p.name} (no Instagram account)`}
            </option>
          ))}
        </select>
      </label>
    </PickForm>
  );
}

function Connected({ connection }: { connection: MetaConnectionState }) {
  return (
    <dl className="grid gap-1 text-sm">
      <dt className="font-medium">Facebook Page</dt>
      <dd className="wrap-anywhere">{connection.pageName}</dd>
      <dt className="font-medium">Instagram account</dt>
      <dd className="wrap-anywhere">
        {connection.instagramUsername ? `@${connection.instagramUsername}` : "None linked to this Page"}
      </dd>
      <dt className="font-medium">Import</dt>
      <dd>{importedText(connection.importedThrough)}</dd>
    </dl>
  );
}

const ConnectButton = ({ again }: { again?: boolean }) => (
  <IntentButton intent="connect">{again ? "Connect Facebook again" : META_MESSAGES.connect}</IntentButton>
);

/** A project's Meta connection: log in, pick the Page, see how the import goes, disconnect. */
export function MetaConnection({ view, message }: { view: MetaConnectionView; message?: string }) {
  if (!view.configured) return <p className="text-sm text-muted-foreground">{META_MESSAGES.notConfigured}</p>;
  const { connection, pages, problem } = view;
  return (
    <ConnectionPanel
      message={message}
      problem={problem}
      problemClass="text-danger-text"
      connected={connection !== null}
      connect={<ConnectButton />}
    >
      {connection?.pageId ? (
        <Connected connection={connection} />
      ) : (
        pages && pages.length > 0 && <PagePick pages={pages} />
      )}
      {connection && <MetaFailure connection={connection} />}
      {connection?.reconnectNeeded && <ConnectButton again />}
    </ConnectionPanel>
  );
}
