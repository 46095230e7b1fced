import type { ReactNode } from "react";
import { StatTiles } from "~/components/stat-tiles";
import { ProjectCard, type ProjectView } from "~/features/projects";
import { projectPage } from "~/lib/portal-areas";
import { usePortalTexts } from "~/lib/portal-texts";

type Stats = { total: number; active: number; completed: number; successRate: number };

/** The dashboard's heading and the four cards every non-admin role sees (docs/product.md, Fli DESK portal). */
export function DashboardSummary({ title, stats }: { title: string; stats: Stats }) {
  const { m } = usePortalTexts();
  const cards = [
    { label: m.dashboard_total_projects(), value: stats.total },
    { label: m.dashboard_active_projects(), value: stats.active },
    { label: m.dashboard_completed(), value: stats.completed },
    { label: m.dashboard_success_rate(), value: `${stats.successRate}%` },
  ];
  return (
    <>
      <h1 className="text-3xl font-bold">{title}</h1>
      <StatTiles stats={cards} size="md" />
    </>
  );
}

/** A role with no projects yet. */
export function NoProjects({ title }: { title: string }) {
  const { m } = usePortalTexts();
  return (
    <div className="rounded-xl border border-dashed border-border p-10 text-center">
      <p className="text-lg font-semibold">{title}</p>
      <p className="mt-1 text-muted-foreground">{m.dashboard_contact_admin()}</p>
    </div>
  );
}

/**
 * A titled section of the dashboard, named by its heading (`<id>-title`). An `anchor` section is also a link
 * target (`#<id>`, the sidebar's links), kept clear of the fixed header.
 */
export function DashboardSection({
  id,
  title,
  anchor = false,
  children,
}: {
  id: string;
  title: string;
  anchor?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={anchor ? id : undefined}
      aria-labelledby={`${id}-title`}
      className={anchor ? "scroll-mt-20" : undefined}
    >
      <h2 id={`${id}-title`} className="mb-4 text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Project cards in two columns on wide screens, each with what the viewer may do at its foot. */
export function ProjectGrid<P extends ProjectView>({
  projects,
  view,
  actions,
}: {
  projects: P[];
  view: "client" | "admin";
  actions: (project: P) => ReactNode;
}) {
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      {projects.map((project) => (
        <ProjectCard
          key={project.id}
          project={project}
          view={view}
          href={projectPage(project.id)}
          footer={actions(project)}
        />
      ))}
    </div>
  );
}
