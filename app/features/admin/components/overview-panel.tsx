import { StatTiles } from "~/components/stat-tiles";
import { Progress } from "~/components/ui/progress";
import { formatDate } from "~/lib/format";
import { usePortalTexts } from "~/lib/portal-texts";
import { Panel, type PanelProps, StatusBadge } from "./panel";

/** Overview: the system's totals and the 5 most recent projects. */
export function OverviewPanel({ data }: PanelProps<"totals" | "newLeads" | "projects">) {
  const { m, locale } = usePortalTexts();
  return (
    <Panel id="overview" title={m.admin_overview()} className="gap-6">
      <StatTiles
        size="md"
        stats={[
          { label: m.admin_total_users(), value: data.totals.users },
          { label: m.admin_total_projects(), value: data.totals.projects },
          { label: m.admin_pending_projects(), value: data.totals.pending },
          { label: m.admin_new_leads(), value: data.newLeads },
        ]}
      />
      <h3 className="text-lg font-semibold">{m.admin_recent_projects()}</h3>
      {data.projects.length === 0 ? (
        <p className="text-muted-foreground">{m.admin_no_projects()}</p>
      ) : (
        <ul className="grid gap-3">
          {data.projects.slice(0, 5).map((p) => (
            <li key={p.id} className="grid gap-2 rounded-xl border border-border bg-card p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold">{p.title}</p>
                <StatusBadge status={p.status} />
              </div>
              <p className="wrap-anywhere text-sm text-muted-foreground">
                {p.clientName} · {p.freelancerName ?? m.admin_not_assigned()} ·{" "}
                {m.admin_created_on({ date: formatDate(p.createdAt, locale) })}
              </p>
              <Progress value={p.progress} aria-label={m.admin_project_progress({ title: p.title })} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
