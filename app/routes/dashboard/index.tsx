import { data } from "react-router";
import { StatTiles } from "~/components/stat-tiles";
import { TabLinks } from "~/components/tab-links";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { requireUser } from "~/features/accounts/session.server";
import { ADMIN_INTENTS, adminAction } from "~/features/admin/actions.server";
import { AdminDashboard } from "~/features/admin/components/admin-dashboard";
import { loadAdminDashboard } from "~/features/admin/dashboard.server";
import type { AdminActionData } from "~/features/admin/messages";
import { billingFor } from "~/features/billing/billing.server";
import { askAssistant } from "~/features/insights/ai.server";
import { ASK_INTENT, AssistantBox } from "~/features/insights/components/assistant-box";
import { ProjectCard } from "~/features/projects/components/project-card";
import { ReportChart } from "~/features/projects/components/report-chart";
import { ConnectGaButton, UpdateProgressDialog } from "~/features/projects/components/update-dialog";
import { UpdateList } from "~/features/projects/components/update-list";
import { listProjectsFor, listReports, listUpdates, projectStats } from "~/features/projects/projects.server";
import { statusBadge } from "~/features/projects/status";
import { readForm } from "~/lib/forms.server";
import { problemInit } from "~/lib/http.server";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/index";

const titles = { client: "Client Dashboard", freelancer: "Freelancer Hub", admin: "Admin Panel" } as const;
const clientTabs = ["overview", "analytics", "timeline", "insights", "projects", "billing"] as const;
type ClientTab = (typeof clientTabs)[number];
const tabLabels: Record<ClientTab, string> = {
  overview: "Overview",
  analytics: "Analytics",
  timeline: "Timeline View",
  insights: "AI Insights",
  projects: "My Projects",
  billing: "Billing",
};

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data && data.role in titles ? titles[data.role as keyof typeof titles] : "Dashboard"} | Fli DESK` },
];

const isActive = (status: string) => status === "in_progress" || status === "testing" || status === "pending";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  if (user.role === "admin") {
    return { role: "admin", admin: await loadAdminDashboard(context, user, new URL(request.url)) };
  }
  const projects = await listProjectsFor(context.db, user);
  const base = { role: user.role as string, admin: null, projects, stats: projectStats(projects) };
  if (user.role === "freelancer") {
    const completedIds = projects.filter((p) => p.status === "completed").map((p) => p.id);
    return {
      ...base,
      tab: "overview" as ClientTab,
      client: null,
      reports: await listReports(context.db, completedIds),
      updates: (
        await listUpdates(
          context.db,
          projects.map((p) => p.id),
        )
      ).slice(0, 10),
    };
  }
  if (user.role !== "client") return { ...base, tab: "overview" as ClientTab, client: null, reports: [], updates: [] };

  const completed = projects.filter((p) => p.status === "completed");
  // docs/product.md: the Analytics tab exists only when some project is completed.
  const tabs = clientTabs.filter((t) => t !== "analytics" || completed.length > 0);
  const requested = new URL(request.url).searchParams.get("tab") as ClientTab | null;
  const tab = requested && tabs.includes(requested) ? requested : "overview";
  const [updates, reports, billing] = await Promise.all([
    listUpdates(
      context.db,
      projects.map((p) => p.id),
    ),
    listReports(
      context.db,
      completed.filter((p) => p.googleAnalyticsConnected).map((p) => p.id),
    ),
    billingFor(context.db, user.id),
  ]);
  return { ...base, tab, client: { tabs, updates, reports, billing }, reports: [], updates: [] };
}

/** The AI assistant for every role, and the admin's writes (each checked for the admin role). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context, request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if ((ADMIN_INTENTS as readonly unknown[]).includes(intent)) {
    if (user.role !== "admin") throw new Response("Forbidden", { status: 403 });
    const { intent: adminIntent, result } = await adminAction(context, user, form);
    if (result.ok) return data<AdminActionData>({ ok: true, intent: adminIntent, ...result.value });
    return data<AdminActionData>(
      { ok: false, intent: adminIntent, message: result.problem.message },
      problemInit(result.problem),
    );
  }
  if (intent !== ASK_INTENT) return data({ error: "Unknown form" }, { status: 400 });
  const prompt = String(form.get("prompt") ?? "").trim();
  if (!prompt) return data({ error: "Please type a question first." }, { status: 400 });
  if (prompt.length > 2000)
    return data({ error: "Please keep your question under 2,000 characters." }, { status: 400 });
  const projects = await listProjectsFor(context.db, user);
  const project = projects.find((p) => p.id === form.get("projectId"));
  if (!project) return data({ error: "Project not found" }, { status: 404 });
  const updates = await listUpdates(context.db, [project.id]);
  const answer = await askAssistant(context.env, prompt, [project], () => updates);
  return { answer };
}

/** docs/product.md, Fli DESK portal: boxes for up to two active projects, else the first completed one. */
function insightProjects<T extends { status: string }>(projects: T[]) {
  const active = projects.filter((p) => isActive(p.status)).slice(0, 2);
  if (active.length) return active;
  const completed = projects.find((p) => p.status === "completed");
  return completed ? [completed] : [];
}

export default function DashboardIndex({ loaderData }: Route.ComponentProps) {
  if (loaderData.admin) return <AdminDashboard data={loaderData.admin} />;
  const { role, projects, stats, tab, client, reports, updates } = loaderData;
  if (!(role in titles)) {
    return (
      <div role="alert" className="py-20 text-center">
        <h1 className="text-3xl font-bold">Access Denied</h1>
        <p className="mt-2 text-muted-foreground">Invalid user role</p>
      </div>
    );
  }
  const cards = [
    ["Total Projects", stats.total],
    ["Active Projects", stats.active],
    ["Completed", stats.completed],
    ["Success Rate", `${stats.successRate}%`],
  ] as const;
  const updatesOf = (id: string) => client?.updates.filter((u) => u.projectId === id) ?? [];

  return (
    <div className="grid gap-8">
      <h1 className="text-3xl font-bold">{titles[role as keyof typeof titles]}</h1>
      <StatTiles stats={cards.map(([label, value]) => ({ label, value }))} size="md" />

      {client && (
        <TabLinks
          label="Dashboard sections"
          current={tab}
          tabs={client.tabs.map((t) => ({
            id: t,
            label: tabLabels[t],
            to: t === "overview" ? "/dashboard" : `/dashboard?tab=${t}`,
          }))}
        />
      )}

      {projects.length === 0 ? (
        <div className="rounded-xl border border-dashed border-border p-10 text-center">
          <p className="text-lg font-semibold">
            {role === "freelancer" ? "No Assigned Projects" : "No Projects Assigned"}
          </p>
          <p className="mt-1 text-muted-foreground">Contact your admin to get started.</p>
        </div>
      ) : role === "freelancer" ? (
        <>
          <section id="assigned" aria-labelledby="assigned-title" className="scroll-mt-20">
            <h2 id="assigned-title" className="mb-4 text-2xl font-bold">
              Assigned Projects
            </h2>
            <div className="grid gap-4 xl:grid-cols-2">
              {projects
                .filter((p) => p.status !== "completed")
                .map((project) => (
                  <div key={project.id} className="grid gap-2">
                    <ProjectCard project={project} view="admin" />
                    <div>
                      <UpdateProgressDialog project={project} />
                    </div>
                  </div>
                ))}
            </div>
          </section>
          <section id="completed" aria-labelledby="completed-title" className="scroll-mt-20">
            <h2 id="completed-title" className="mb-4 text-2xl font-bold">
              Completed Projects
            </h2>
            <div className="grid gap-4 xl:grid-cols-2">
              {projects
                .filter((p) => p.status === "completed")
                .map((project) => (
                  <div key={project.id} className="grid gap-2">
                    <ProjectCard project={project} view="admin" />
                    <div className="flex gap-2">
                      <Dialog>
                        <DialogTrigger asChild>
                          <Button size="sm" variant="outline">
                            View Analytics<span className="sr-only"> of {project.title}</span>
                          </Button>
                        </DialogTrigger>
                        <DialogContent>
                          <DialogHeader>
                            <DialogTitle>Analytics</DialogTitle>
                            <DialogDescription>{project.title}</DialogDescription>
                          </DialogHeader>
                          {reports.filter((r) => r.projectId === project.id).length === 0 ? (
                            <p className="text-muted-foreground">No Analytics Available</p>
                          ) : (
                            reports
                              .filter((r) => r.projectId === project.id)
                              .map((r) => <ReportChart key={r.id} report={r} />)
                          )}
                        </DialogContent>
                      </Dialog>
                      {project.googleAnalyticsConnected ? (
                        <Badge variant="success">GA Connected</Badge>
                      ) : (
                        <ConnectGaButton projectId={project.id} />
                      )}
                    </div>
                  </div>
                ))}
            </div>
          </section>
          <section id="progress-updates" aria-labelledby="progress-updates-title" className="scroll-mt-20">
            <h2 id="progress-updates-title" className="mb-4 text-2xl font-bold">
              Progress Updates
            </h2>
            <p className="mb-2 text-sm text-muted-foreground">Your latest updates, newest first.</p>
            <UpdateList
              updates={updates.map((u) => ({
                ...u,
                authorDeskId: projects.find((p) => p.id === u.projectId)?.title ?? u.authorDeskId,
              }))}
            />
          </section>
        </>
      ) : !client ? null : tab === "projects" || tab === "overview" ? (
        <section aria-labelledby="projects-title">
          <h2 id="projects-title" className="mb-4 text-2xl font-bold">
            My Projects
          </h2>
          <div className="grid gap-4 xl:grid-cols-2">
            {projects.map((project) => (
              <ProjectCard
                key={project.id}
                project={project}
                view="client"
                updates={tab === "projects" ? updatesOf(project.id) : undefined}
              />
            ))}
          </div>
        </section>
      ) : tab === "timeline" ? (
        <section aria-labelledby="timeline-title">
          <h2 id="timeline-title" className="mb-4 text-2xl font-bold">
            Timeline View
          </h2>
          <ol className="grid gap-4 border-l border-border pl-6">
            {projects
              .filter((p) => isActive(p.status))
              .slice(0, 2)
              .map((p) => {
                const badge = statusBadge(p.status);
                return (
                  <li key={p.id} className="relative">
                    <span
                      className={cn(
                        "absolute -left-[1.95rem] top-1.5 size-3 rounded-full",
                        p.status === "in_progress"
                          ? "bg-info-text"
                          : p.status === "pending"
                            ? "bg-warning-text"
                            : "bg-muted-foreground",
                      )}
                      aria-hidden="true"
                    />
                    <p className="font-semibold">
                      {p.title} <Badge variant={badge.variant}>{badge.label}</Badge>
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {p.progress}% · started {new Date(p.createdAt).toLocaleDateString("en-GB")} · deadline{" "}
                      {p.deadline ?? "none"}
                    </p>
                  </li>
                );
              })}
          </ol>
        </section>
      ) : tab === "insights" ? (
        <section aria-labelledby="insights-title">
          <h2 id="insights-title" className="mb-4 text-2xl font-bold">
            AI Insights
          </h2>
          {insightProjects(projects).length === 0 ? (
            <p className="text-muted-foreground">No Projects Available</p>
          ) : (
            <div className="grid gap-4 lg:grid-cols-2">
              {insightProjects(projects).map((p) => (
                <AssistantBox key={p.id} projectId={p.id} title={p.title} />
              ))}
            </div>
          )}
        </section>
      ) : tab === "analytics" ? (
        <section aria-labelledby="analytics-title">
          <h2 id="analytics-title" className="mb-4 text-2xl font-bold">
            Analytics
          </h2>
          {client.reports.length === 0 ? (
            <p className="text-muted-foreground">No Analytics Available</p>
          ) : (
            <div className="grid gap-4 lg:grid-cols-2">
              {client.reports.map((report) => (
                <div key={report.id}>
                  <h3 className="mb-2 font-semibold">{projects.find((p) => p.id === report.projectId)?.title}</h3>
                  <ReportChart report={report} />
                </div>
              ))}
            </div>
          )}
        </section>
      ) : (
        <section aria-labelledby="billing-title" className="grid gap-6">
          <h2 id="billing-title" className="text-2xl font-bold">
            Billing
          </h2>
          {client.billing.subscriptions.length === 0 ? (
            <p className="text-muted-foreground">No subscription yet.</p>
          ) : (
            client.billing.subscriptions.map((s) => (
              <dl
                key={s.id}
                className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 rounded-xl border border-border bg-card p-5"
              >
                <dt className="text-muted-foreground">Plan</dt>
                <dd>{`${s.plan} (${s.service})`}</dd>
                <dt className="text-muted-foreground">Status</dt>
                <dd>
                  <Badge variant={s.status === "active" ? "success" : "danger"}>{s.status}</Badge>
                </dd>
                <dt className="text-muted-foreground">Amount</dt>
                <dd>
                  {s.currency} {Number(s.amount).toLocaleString("en-US")} / month
                </dd>
                <dt className="text-muted-foreground">Next billing</dt>
                <dd>{s.nextBillingDate ?? "Not scheduled"}</dd>
              </dl>
            ))
          )}
          <div className="overflow-x-auto rounded-xl border border-border">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Payments</caption>
              <thead className="bg-muted">
                <tr>
                  <th scope="col" className="p-3">
                    Date
                  </th>
                  <th scope="col" className="p-3">
                    Amount
                  </th>
                  <th scope="col" className="p-3">
                    Method
                  </th>
                  <th scope="col" className="p-3">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody>
                {client.billing.payments.map((p) => (
                  <tr key={p.paymentId} className="border-t border-border">
                    <td className="p-3">{new Date(p.createdAt).toLocaleDateString("en-GB")}</td>
                    <td className="p-3">
                      {p.currency} {Number(p.amount).toLocaleString("en-US")}
                    </td>
                    <td className="p-3">{p.method ?? "Card"}</td>
                    <td className="p-3">
                      {p.statusCode === "2" ? "Paid" : p.statusCode === "0" ? "Pending" : "Failed"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </div>
  );
}
