import { usePortalTexts } from "~/lib/portal-texts";
import { ConnectionPanel, IntentButton, PickForm, selectClass } from "./connection-panel";
import { importedText, type MetaConnectionState, MetaFailure } from "./meta-failure";

type PageOption = { id: string; name: string; instagram: string | null };

export type MetaConnectionView =
  | { configured: false }
  | { configured: true; connection: MetaConnectionState | null; pages: PageOption[] | null; problem: string | null };

function PagePick({ pages }: { pages: PageOption[] }) {
  const { m } = usePortalTexts();
  return (
    <PickForm intent="pick">
      <label className="grid gap-1 text-sm font-medium">
        {m.connection_fb_page()}
        <select name="pageId" required className={selectClass}>
          {pages.map((p) => (
            <option key={p.id} value={p.id}>
              {p.instagram
                ? m.connection_page_with_ig({ name: p.name, instagram: p.instagram })
                : m.connection_page_no_ig({ name: p.name })}
            </option>
          ))}
        </select>
      </label>
    </PickForm>
  );
}

function Connected({ connection }: { connection: MetaConnectionState }) {
  const { m, locale } = usePortalTexts();
  return (
    <dl className="grid gap-1 text-sm">
      <dt className="font-medium">{m.connection_fb_page()}</dt>
      <dd className="wrap-anywhere">{connection.pageName}</dd>
      <dt className="font-medium">{m.connection_ig_account()}</dt>
      <dd className="wrap-anywhere">
        {connection.instagramUsername ? `@${connection.instagramUsername}` : m.connection_ig_none()}
      </dd>
      <dt className="font-medium">{m.connection_import()}</dt>
      <dd>{importedText(m, connection.importedThrough, locale)}</dd>
    </dl>
  );
}

function ConnectButton({ again }: { again?: boolean }) {
  const { m } = usePortalTexts();
  return (
    <IntentButton intent="connect">
      {again ? m.connection_connect_facebook_again() : m.connection_connect_meta()}
    </IntentButton>
  );
}

/** A project's Meta connection: log in, pick the Page, see how the import goes, disconnect. */
export function MetaConnection({ view, message }: { view: MetaConnectionView; message?: string }) {
  const { m } = usePortalTexts();
  if (!view.configured) return <p className="text-sm text-muted-foreground">{m.connection_meta_not_configured()}</p>;
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
