import { DataCell, DataRow, DataTable } from "~/components/data-table";
import { PROJECT_STATUSES, statusBadge } from "~/features/projects";
import { formatDate } from "~/lib/format";
import { type AdminPageData, Panel, type PanelProps } from "./panel";
import { UpdatesDialog } from "./project-dialogs";
import { SelectSave } from "./select-save";
import { StatusSave } from "./status-save";

// The select's words are the badge's words: one label per status.
const STATUS_CHOICES = PROJECT_STATUSES.map((value) => ({ value, label: statusBadge(value, "admin").label }));

/** Whether the client approved the project's latest update (the list puts undecided updates first). */
function latestApproved(updates: AdminPageData["updates"], projectId: string) {
  const own = updates.filter((u) => u.projectId === projectId);
  const latest = own.reduce<(typeof own)[number] | undefined>(
    (newest, u) => (!newest || new Date(u.createdAt) > new Date(newest.createdAt) ? u : newest),
    undefined,
  );
  return latest?.decision?.decision === "approved";
}

/**
 * Projects: every project with its client, its freelancer (assign or unassign), status, progress, deadline and
 * updates. The client's desk ID sits under the project's name, which leaves the name room for a line or two.
 */
export function ProjectsPanel({ data }: PanelProps<"users" | "projects" | "updates">) {
  const freelancers = [
    { value: "", label: "Unassigned" },
    ...data.users.filter((u) => u.role === "freelancer").map((f) => ({ value: f.id, label: f.name })),
  ];
  return (
    <Panel id="projects" title="All Projects" className="gap-4">
      <DataTable caption="All projects" head={["Project", "Freelancer", "Status", "Progress", "Deadline", "Actions"]}>
        {data.projects.map((p) => (
          <DataRow key={p.id}>
            <DataCell span="full" className="min-w-44">
              <p className="font-medium">{p.title}</p>
              <p className="text-muted-foreground">
                Client <span className="wrap-anywhere">{p.clientName}</span>
              </p>
            </DataCell>
            <DataCell label="Freelancer">
              <SelectSave
                label={`Freelancer for ${p.title}`}
                name="freelancerId"
                value={p.assignedFreelancerId ?? ""}
                choices={freelancers}
                fields={{ intent: "assign", projectId: p.id }}
              />
            </DataCell>
            <DataCell label="Status">
              <StatusSave
                label={`Status of ${p.title}`}
                value={p.status}
                choices={STATUS_CHOICES}
                projectId={p.id}
                approved={latestApproved(data.updates, p.id)}
              />
            </DataCell>
            <DataCell label="Progress" span="half">
              {p.progress}%
            </DataCell>
            <DataCell label="Deadline" span="half" className="whitespace-nowrap">
              {p.deadline ? formatDate(p.deadline) : "No deadline"}
            </DataCell>
            <DataCell label="Actions" span="half">
              <UpdatesDialog title={p.title} updates={data.updates.filter((u) => u.projectId === p.id)} />
            </DataCell>
          </DataRow>
        ))}
      </DataTable>
    </Panel>
  );
}
