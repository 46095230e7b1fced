import { Link } from "react-router";
import { usePortalTexts } from "~/lib/portal-texts";
import { type MetaConnectionState, MetaFailure } from "./meta-failure";

export type MetaSummaryView = { connection: MetaConnectionState | null } | null;

/**
 * On the project page: "Connect Facebook & Instagram" (or the connection's page once made) and any failure of
 * the last import. Nothing where no Meta app is set up.
 */
export function MetaProjectLink({ projectId, summary }: { projectId: string; summary: MetaSummaryView }) {
  const { m } = usePortalTexts();
  if (!summary) return null;
  const { connection } = summary;
  return (
    <div className="grid gap-2">
      <Link
        to={`/dashboard/projects/${projectId}/meta`}
        className="inline-flex h-9 w-fit items-center rounded-md border border-input px-3 text-sm font-medium hover:bg-accent"
      >
        {connection ? m.connection_manage_meta() : m.connection_connect_meta()}
      </Link>
      {connection && <MetaFailure connection={connection} />}
    </div>
  );
}
