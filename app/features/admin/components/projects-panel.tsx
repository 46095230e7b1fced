import { Link } from "react-router";
import { DataCell, DataRow, DataTable } from "~/components/data-table";
import { PROJECT_STATUSES, statusText } from "~/features/projects";
import { formatDate } from "~/lib/format";
import { projectPage } from "~/lib/portal-areas";
import { usePortalTexts } from "~/lib/portal-texts";
import { type AdminPageData, Panel, type PanelProps } from "./panel";
import { UpdatesDialog } from "./project-dialogs";
import { SelectSave } from "./select-save";
import { StatusSave } from "./status-save";

/** Whether the client approved the project's latest update (the list puts undecided updates first). */
function latestApproved(updates: AdminPageData["updates"], projectId: string) {
  const own = updates.filter((u) => u.projectId === projectId);
  const latest = own.reduce<(typeof own)[number] | undefined>(
    (newest, u) => (!newest || new Date(u.createdAt) > new Date(newest.createdAt) ? u : newest),
    undefined,
  );
  return latest?.decision?.decision === "approved";
}

type Choice = { value: string; label: string };

/**
 * One project's row: its name leads to the project's page (its thread, Google import and keywords), then the
 * freelancer and status controls, progress, deadline and the updates' dialog.
 */
function ProjectRow({
  project: p,
  updates,
  freelancers,
  statusChoices,
}: {
  project: AdminPageData["projects"][number];
  updates: AdminPageData["updates"];
  freelancers: Choice[];
  statusChoices: Choice[];
}) {
  const { m, locale } = usePortalTexts();
  return (
    <DataRow>
      <DataCell span="full" className="min-w-44">
        <Link to={projectPage(p.id)} className="font-medium underline-offset-4 hover:underline">
          {p.title}
        </Link>
        <p className="text-muted-foreground">
          {m.project_client()} <span className="wrap-anywhere">{p.clientName}</span>
        </p>
      </DataCell>
      <DataCell label={m.project_freelancer()}>
        <SelectSave
          label={m.admin_projects_freelancer_for({ title: p.title })}
          name="freelancerId"
          value={p.assignedFreelancerId ?? ""}
          choices={freelancers}
          fields={{ intent: "assign", projectId: p.id }}
        />
      </DataCell>
      <DataCell label={m.admin_projects_col_status()}>
        <StatusSave
          label={m.admin_projects_status_of({ title: p.title })}
          value={p.status}
          choices={statusChoices}
          projectId={p.id}
          approved={latestApproved(updates, p.id)}
        />
      </DataCell>
      <DataCell label={m.project_progress()} span="half">
        {p.progress}%
      </DataCell>
      <DataCell label={m.project_deadline()} span="half" className="whitespace-nowrap">
        {p.deadline ? formatDate(p.deadline, locale) : m.project_no_deadline()}
      </DataCell>
      <DataCell label={m.admin_projects_col_actions()} span="full">
        <UpdatesDialog title={p.title} updates={updates.filter((u) => u.projectId === p.id)} />
      </DataCell>
    </DataRow>
  );
}

/**
 * Projects: every project with its client, its freelancer (assign or unassign), status, progress, deadline and
 * updates. The client's desk ID sits under the project's name, which leaves the name room for a line or two.
 */
export function ProjectsPanel({ data }: PanelProps<"users" | "projects" | "updates">) {
  const { m } = usePortalTexts();
  // The select's words are the badge's words: one label per status.
  const statusChoices = PROJECT_STATUSES.map((value) => ({ value, label: statusText(m, value, "admin") }));
  const freelancers = [
    { value: "", label: m.admin_projects_unassigned() },
    ...data.users.filter((u) => u.role === "freelancer").map((f) => ({ value: f.id, label: f.name })),
  ];
  const head = [
    m.admin_projects_col_project(),
    m.project_freelancer(),
    m.admin_projects_col_status(),
    m.project_progress(),
    m.project_deadline(),
    m.admin_projects_col_actions(),
  ];
  return (
    <Panel id="projects" title={m.admin_projects_title()} className="gap-4">
      <DataTable caption={m.admin_projects_caption()} head={head}>
        {data.projects.map((p) => (
          <ProjectRow
            key={p.id}
            project={p}
            updates={data.updates}
            freelancers={freelancers}
            statusChoices={statusChoices}
          />
        ))}
      </DataTable>
    </Panel>
  );
}
