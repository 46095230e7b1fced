import { DataCell, DataRow, DataTable } from "~/components/data-table";
import { Badge } from "~/components/ui/badge";
import { formatDate } from "~/lib/format";
import { Panel, type PanelProps } from "./panel";
import { EditUserDialog } from "./user-dialogs";

/** Users: ID (kept in its own column, as people quote it), name, email, role, joined, Edit. */
export function UsersPanel({ data }: PanelProps<"users">) {
  return (
    <Panel id="users" title="Users Management" className="gap-4">
      <DataTable caption="Users" head={["ID", "Name", "Email", "Role", "Joined", "Actions"]}>
        {data.users.map((u) => (
          <DataRow key={u.id}>
            <DataCell span="full" className="font-mono font-semibold">
              {u.flideskId}
            </DataCell>
            <DataCell label="Name" span="full" className="wrap-anywhere">
              {u.name}
            </DataCell>
            <DataCell label="Email" span="full" className="break-words">
              {u.email} {u.invitePending && <Badge variant="warning">Invite pending</Badge>}
            </DataCell>
            <DataCell label="Role" span="half" className="capitalize">
              {u.role}
            </DataCell>
            <DataCell label="Joined" span="half">
              {formatDate(u.createdAt)}
            </DataCell>
            <DataCell label="Actions" span="half">
              <EditUserDialog user={u} />
            </DataCell>
          </DataRow>
        ))}
      </DataTable>
    </Panel>
  );
}
