import { PROJECT_STATUSES, statusBadge } from "~/features/projects";
import { formatDate } from "~/lib/format";
import { Panel, type PanelProps, StatusBadge, Table } from "./panel";
import { UpdatesDialog } from "./project-dialogs";
import { SelectSave } from "./select-save";

// The select's words are the badge's words: one label per status.
const STATUS_CHOICES = PROJECT_STATUSES.map((value) => ({ value, label: statusBadge(value, "admin").label }));

/** Projects: every project, its freelancer (assign or unassign), status, progress, deadline and updates. */
export function ProjectsPanel({ data }: PanelProps) {
  const freelancers = [
    { value: "", label: "Unassigned" },
    ...data.users.filter((u) => u.role === "freelancer").map((f) => ({ value: f.id, label: f.flideskId })),
  ];
  return (
    <Panel id="projects" title="All Projects" className="gap-4">
      <Table
        caption="All projects"
        head={["Project", "Client", "Freelancer", "Status", "Progress", "Deadline", "Actions"]}
      >
        {data.projects.map((p) => (
          <tr key={p.id} className="border-t border-border align-top">
            <td className="p-3 font-medium">{p.title}</td>
            <td className="whitespace-nowrap p-3 font-mono">{p.clientDeskId}</td>
            <td className="p-3">
              <SelectSave
                label={`Freelancer for ${p.title}`}
                name="freelancerId"
                value={p.assignedFreelancerId ?? ""}
                choices={freelancers}
                fields={{ intent: "assign", projectId: p.id }}
              />
            </td>
            <td className="p-3">
              <div className="grid gap-2">
                <StatusBadge status={p.status} />
                <SelectSave
                  label={`Status of ${p.title}`}
                  name="status"
                  value={p.status}
                  choices={STATUS_CHOICES}
                  fields={{ intent: "set-status", projectId: p.id }}
                />
              </div>
            </td>
            <td className="p-3">{p.progress}%</td>
            <td className="whitespace-nowrap p-3">{p.deadline ? formatDate(p.deadline) : "No deadline"}</td>
            <td className="p-3">
              <UpdatesDialog title={p.title} updates={data.updates.filter((u) => u.projectId === p.id)} />
            </td>
          </tr>
        ))}
      </Table>
    </Panel>
  );
}
