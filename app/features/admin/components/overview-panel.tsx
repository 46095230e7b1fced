import { StatTiles } from "~/components/stat-tiles";
import { Progress } from "~/components/ui/progress";
import { formatDate } from "~/lib/format";
import { Panel, type PanelProps, StatusBadge } from "./panel";

/** Overview: the system's totals and the 5 most recent projects. */
export function OverviewPanel({ data }: PanelProps<"totals" | "newLeads" | "projects">) {
  return (
    <Panel id="overview" title="Overview" className="gap-6">
      <StatTiles
        size="md"
        stats={[
          { label: "Total Users", value: data.totals.users },
          { label: "Total Projects", value: data.totals.projects },
          { label: "Pending Projects", value: data.totals.pending },
          { label: "New Leads", value: data.newLeads },
        ]}
      />
      <h3 className="text-lg font-semibold">Recent Projects</h3>
      {data.projects.length === 0 ? (
        <p className="text-muted-foreground">No projects yet.</p>
      ) : (
        <ul className="grid gap-3">
          {data.projects.slice(0, 5).map((p) => (
            <li key={p.id} className="grid gap-2 rounded-xl border border-border bg-card p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold">{p.title}</p>
                <StatusBadge status={p.status} />
              </div>
              <p className="wrap-anywhere text-sm text-muted-foreground">
                {p.clientName} · {p.freelancerName ?? "Not assigned"} · created {formatDate(p.createdAt)}
              </p>
              <Progress value={p.progress} aria-label={`${p.title} progress`} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
