import { Badge } from "~/components/ui/badge";
import { formatDate } from "~/lib/format";
import { Panel, type PanelProps, Table } from "./panel";
import { EditUserDialog } from "./user-dialogs";

/** Users: ID, email, role, joined, Edit. */
export function UsersPanel({ data }: PanelProps) {
  return (
    <Panel id="users" title="Users Management" className="gap-4">
      <Table caption="Users" head={["ID", "Email", "Role", "Joined", "Actions"]}>
        {data.users.map((u) => (
          <tr key={u.id} className="border-t border-border">
            <td className="p-3 font-mono">{u.flideskId}</td>
            <td className="p-3">
              {u.email} {u.invitePending && <Badge variant="warning">Invite pending</Badge>}
            </td>
            <td className="p-3 capitalize">{u.role}</td>
            <td className="p-3">{formatDate(u.createdAt)}</td>
            <td className="p-3">
              <EditUserDialog user={u} />
            </td>
          </tr>
        ))}
      </Table>
    </Panel>
  );
}
