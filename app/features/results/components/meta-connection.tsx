import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { META_MESSAGES } from "../meta/messages";
import { importedText, type MetaConnectionState, MetaFailure } from "./meta-failure";

type PageOption = { id: string; name: string; instagram: string | null };

export type MetaConnectionView =
  | { configured: false }
  | { configured: true; connection: MetaConnectionState | null; pages: PageOption[] | null; problem: string | null };

function PagePick({ pages }: { pages: PageOption[] }) {
  return (
    <Form method="post" className="grid max-w-md gap-4">
      <input type="hidden" name="intent" value="pick" />
      <label className="grid gap-1 text-sm font-medium">
        Facebook Page
        <select
          name="pageId"
          required
          className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
        >
          {pages.map((p) => (
            <option key={p.id} value={p.id}>
              {p.instagram ? `${p.name} (Instagram @${p.instagram})` : `${p.name} (no Instagram account)`}
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
  <Form method="post">
    <input type="hidden" name="intent" value="connect" />
    <Button type="submit">{again ? "Connect Facebook again" : META_MESSAGES.connect}</Button>
  </Form>
);

/** A project's Meta connection: log in, pick the Page, see how the import goes, disconnect. */
export function MetaConnection({ view, message }: { view: MetaConnectionView; message?: string }) {
  if (!view.configured) return <p className="text-sm text-muted-foreground">{META_MESSAGES.notConfigured}</p>;
  const { connection, pages, problem } = view;
  return (
    <div className="grid gap-4">
      {message && (
        <p role="status" className="text-sm">
          {message}
        </p>
      )}
      {problem && (
        <p role="alert" className="text-sm text-danger-text">
          {problem}
        </p>
      )}
      {!connection ? (
        <ConnectButton />
      ) : (
        <>
          {connection.pageId ? (
            <Connected connection={connection} />
          ) : (
            pages && pages.length > 0 && <PagePick pages={pages} />
          )}
          <MetaFailure connection={connection} />
          {connection.reconnectNeeded && <ConnectButton again />}
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
