import { DataCell, DataRow, DataTable } from "~/components/data-table";
import { Badge } from "~/components/ui/badge";
import { formatDate } from "~/lib/format";
import { roleName, usePortalTexts } from "~/lib/portal-texts";
import { Panel, type PanelProps } from "./panel";
import { EditUserDialog } from "./user-dialogs";

/** Users: ID (kept in its own column, as people quote it), name, email, role, joined, Edit. */
export function UsersPanel({ data }: PanelProps<"users">) {
  const { m, locale } = usePortalTexts();
  const [name, email, role, joined, actions] = [
    m.admin_col_name(),
    m.admin_email(),
    m.admin_role(),
    m.admin_col_joined(),
    m.admin_col_actions(),
  ];
  return (
    <Panel id="users" title={m.admin_users_heading()} className="gap-4">
      <DataTable caption={m.admin_users()} head={[m.admin_col_id(), name, email, role, joined, actions]}>
        {data.users.map((u) => (
          <DataRow key={u.id}>
            <DataCell span="full" className="font-mono font-semibold">
              {u.flideskId}
            </DataCell>
            <DataCell label={name} span="full" className="wrap-anywhere">
              {u.name}
            </DataCell>
            <DataCell label={email} span="full" className="break-words">
              {u.email} {u.invitePending && <Badge variant="warning">{m.admin_invite_pending()}</Badge>}
            </DataCell>
            <DataCell label={role} span="half" className="capitalize">
              {roleName(m, u.role)}
            </DataCell>
            <DataCell label={joined} span="half">
              {formatDate(u.createdAt, locale)}
            </DataCell>
            <DataCell label={actions} span="half">
              <EditUserDialog user={u} />
            </DataCell>
          </DataRow>
        ))}
      </DataTable>
    </Panel>
  );
}
