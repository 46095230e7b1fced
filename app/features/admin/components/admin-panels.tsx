import { DownloadIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link } from "react-router";
import { StatTiles } from "~/components/stat-tiles";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Progress } from "~/components/ui/progress";
import { Select } from "~/components/ui/select";
import { statusBadge } from "~/features/projects";
import type { AdminDashboardData } from "../dashboard.server";
import { UpdatesDialog } from "./project-dialogs";
import { useAdminForm } from "./use-admin-form";
import { EditUserDialog } from "./user-dialogs";

type Data = AdminDashboardData;
const date = (d: string | Date) => new Date(d).toLocaleDateString("en-GB", { timeZone: "Asia/Colombo" });
const lkr = (n: number) => `LKR ${n.toLocaleString("en-US", { maximumFractionDigits: 0 })}`;
const th = "p-3 font-semibold";

function Table({ caption, head, children }: { caption: string; head: string[]; children: React.ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className={th}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function StatusBadge({ status }: { status: string }) {
  const badge = statusBadge(status, "admin");
  return <Badge variant={badge.variant}>{badge.label}</Badge>;
}

/** Overview: the system's totals and the 5 most recent projects. */
export function OverviewPanel({ data }: { data: Data }) {
  return (
    <section aria-labelledby="overview-title" className="grid gap-6">
      <h2 id="overview-title" className="text-2xl font-bold">
        Overview
      </h2>
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
              <p className="text-sm text-muted-foreground">
                {p.clientDeskId} · {p.freelancerDeskId ?? "Not assigned"} · created {date(p.createdAt)}
              </p>
              <Progress value={p.progress} aria-label={`${p.title} progress`} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A choice in a table row that takes effect with its Save button, not on change: a keyboard user browsing the
 * options with the arrow keys does not fire a write at every step (WCAG 3.2.2).
 */
function SelectSave({
  label,
  name,
  value,
  options,
  fields,
}: {
  label: string;
  name: string;
  value: string;
  options: { value: string; label: string }[];
  fields: Record<string, string>;
}) {
  const { fetcher, busy } = useAdminForm();
  const [choice, setChoice] = useState(value);
  // A saved (or live-updated) value becomes the new starting point.
  useEffect(() => setChoice(value), [value]);
  return (
    <fetcher.Form method="post" className="flex items-center gap-2">
      {Object.entries(fields).map(([key, v]) => (
        <input key={key} type="hidden" name={key} value={v} />
      ))}
      <Select
        aria-label={label}
        name={name}
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
        className="min-w-32"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
      <Button type="submit" size="sm" variant="outline" disabled={busy || choice === value}>
        Save<span className="sr-only">: {label}</span>
      </Button>
    </fetcher.Form>
  );
}

const STATUS_OPTIONS = [
  { value: "pending", label: "Pending" },
  { value: "in_progress", label: "In Progress" },
  { value: "testing", label: "Testing" },
  { value: "completed", label: "Completed" },
];

/** Projects: every project, its freelancer (assign or unassign), status, progress, deadline and updates. */
export function ProjectsPanel({ data }: { data: Data }) {
  const freelancers = data.users.filter((u) => u.role === "freelancer");
  return (
    <section aria-labelledby="projects-title" className="grid gap-4">
      <h2 id="projects-title" className="text-2xl font-bold">
        All Projects
      </h2>
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
                options={[
                  { value: "", label: "Unassigned" },
                  ...freelancers.map((f) => ({ value: f.id, label: f.flideskId })),
                ]}
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
                  options={STATUS_OPTIONS}
                  fields={{ intent: "set-status", projectId: p.id }}
                />
              </div>
            </td>
            <td className="p-3">{p.progress}%</td>
            <td className="whitespace-nowrap p-3">{p.deadline ?? "No deadline"}</td>
            <td className="p-3">
              <UpdatesDialog title={p.title} updates={data.updates.filter((u) => u.projectId === p.id)} />
            </td>
          </tr>
        ))}
      </Table>
    </section>
  );
}

/** Users: ID, email, role, joined, Edit. */
export function UsersPanel({ data }: { data: Data }) {
  return (
    <section aria-labelledby="users-title" className="grid gap-4">
      <h2 id="users-title" className="text-2xl font-bold">
        Users Management
      </h2>
      <Table caption="Users" head={["ID", "Email", "Role", "Joined", "Actions"]}>
        {data.users.map((u) => (
          <tr key={u.id} className="border-t border-border">
            <td className="p-3 font-mono">{u.flideskId}</td>
            <td className="p-3">
              {u.email} {u.invitePending && <Badge variant="warning">Invite pending</Badge>}
            </td>
            <td className="p-3 capitalize">{u.role}</td>
            <td className="p-3">{date(u.createdAt)}</td>
            <td className="p-3">
              <EditUserDialog user={u} />
            </td>
          </tr>
        ))}
      </Table>
    </section>
  );
}

/** System Analytics: figures computed from payments, sign-ins and projects, and the latest activity. */
export function AnalyticsPanel({ data }: { data: Data }) {
  const a = data.analytics;
  if (!a) return null;
  const usd = (n: number) => (n > 0 ? ` + USD ${n.toLocaleString("en-US")}` : "");
  return (
    <section aria-labelledby="analytics-title" className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="analytics-title" className="text-2xl font-bold">
          System Analytics
        </h2>
        <Button asChild variant="outline">
          <Link to="?tab=analytics&dialog=upload-analytics" preventScrollReset>
            Upload Analytics Data
          </Link>
        </Button>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[
          ["Revenue this month", `${lkr(a.revenueThisMonth.lkr)}${usd(a.revenueThisMonth.usd)}`],
          ["Revenue last month", `${lkr(a.revenueLastMonth.lkr)}${usd(a.revenueLastMonth.usd)}`],
          ["Active users (30 days)", String(a.activeUsers)],
          ["Project success rate", `${a.successRate}%`],
          [
            "Average project time",
            a.averageProjectDays === null ? "No completed projects" : `${a.averageProjectDays} days`,
          ],
        ].map(([label, value]) => (
          <div key={label} className="flex flex-col rounded-xl border border-border bg-card p-5">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="order-first font-display text-2xl font-bold text-primary">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="mb-3 text-lg font-semibold">Recent Activity</h3>
        {a.activity.length === 0 ? (
          <p className="text-muted-foreground">No activity yet.</p>
        ) : (
          <ol className="grid gap-2">
            {a.activity.map((item) => (
              <li
                key={`${item.at}-${item.text}`}
                className="flex flex-wrap justify-between gap-2 rounded-md bg-muted p-3 text-sm"
              >
                <span>{item.text}</span>
                <time dateTime={new Date(item.at).toISOString()} className="text-muted-foreground">
                  {new Date(item.at).toLocaleString("en-GB", {
                    dateStyle: "medium",
                    timeStyle: "short",
                    // The same text on the server and in the browser: the agency's time zone.
                    timeZone: "Asia/Colombo",
                  })}
                </time>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

/** Leads: contact messages and quote requests from the public site, newest first, live. */
export function LeadsPanel({ data }: { data: Data }) {
  return (
    <section aria-labelledby="leads-title" className="grid gap-4">
      <h2 id="leads-title" className="text-2xl font-bold">
        Leads
      </h2>
      <Form method="get" className="flex flex-wrap items-end gap-3" role="search" preventScrollReset>
        <input type="hidden" name="tab" value="leads" />
        <div className="grid gap-2">
          <Label htmlFor="leads-q">Search leads</Label>
          <Input id="leads-q" name="q" type="search" defaultValue={data.q} maxLength={200} className="w-64" />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="leads-status">Status</Label>
          <Select id="leads-status" name="status" defaultValue={data.status ?? ""}>
            <option value="">All</option>
            <option value="new">New</option>
            <option value="contacted">Contacted</option>
            <option value="closed">Closed</option>
          </Select>
        </div>
        <Button type="submit" variant="outline">
          Search
        </Button>
      </Form>
      {data.leads.length === 0 ? (
        <p className="text-muted-foreground">{data.q || data.status ? "No leads match." : "No leads yet."}</p>
      ) : (
        <Table caption="Leads" head={["Received", "Type", "From", "Details", "Status"]}>
          {data.leads.map((lead) => (
            <tr key={`${lead.kind}-${lead.id}`} className="border-t border-border align-top">
              <td className="p-3 whitespace-nowrap">{date(lead.createdAt)}</td>
              <td className="p-3">
                <Badge variant={lead.kind === "quote" ? "info" : "outline"}>
                  {lead.kind === "quote" ? "Quote" : "Contact"}
                </Badge>
              </td>
              <td className="p-3">
                <p className="font-medium">{lead.name}</p>
                <a href={`mailto:${lead.email}`} className="text-primary underline-offset-4 hover:underline">
                  {lead.email}
                </a>
              </td>
              <td className="max-w-md p-3">
                {lead.services.length > 0 && <p className="font-medium">{lead.services.join(", ")}</p>}
                <p className="whitespace-pre-line break-words text-muted-foreground">{lead.detail}</p>
              </td>
              <td className="p-3">
                <SelectSave
                  label={`Status of the lead from ${lead.name}`}
                  name="status"
                  value={lead.status}
                  options={[
                    { value: "new", label: "New" },
                    { value: "contacted", label: "Contacted" },
                    { value: "closed", label: "Closed" },
                  ]}
                  fields={{ intent: "lead-status", kind: lead.kind, leadId: lead.id }}
                />
              </td>
            </tr>
          ))}
        </Table>
      )}
    </section>
  );
}

/** Settings: each item's real state; Export downloads the CSVs. */
export function SettingsPanel({ data }: { data: Data }) {
  const s = data.settings;
  if (!s) return null;
  return (
    <section aria-labelledby="settings-title" className="grid gap-6">
      <h2 id="settings-title" className="text-2xl font-bold">
        Settings
      </h2>
      <dl className="grid gap-3">
        {s.items.map((item) => (
          <div
            key={item.label}
            className="grid gap-1 rounded-xl border border-border bg-card p-4 sm:grid-cols-[14rem_1fr]"
          >
            <dt className="font-semibold">{item.label}</dt>
            <dd className="grid gap-1">
              <span>
                <Badge variant="outline">{item.state}</Badge>
              </span>
              <span className="text-sm text-muted-foreground">{item.detail}</span>
            </dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-3 rounded-xl border border-border bg-card p-4">
        <h3 className="font-semibold">Export data</h3>
        <p className="text-sm text-muted-foreground">Download as CSV, for a spreadsheet or a backup.</p>
        <div className="flex flex-wrap gap-2">
          {(["projects", "users", "leads"] as const).map((name) => (
            <Button key={name} asChild variant="outline" size="sm">
              <a href={`/dashboard/export/${name}.csv`} download>
                <DownloadIcon aria-hidden="true" /> Export {name}
              </a>
            </Button>
          ))}
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Version</dt>
        <dd>{s.version}</dd>
        <dt className="text-muted-foreground">Environment</dt>
        <dd>{s.environment}</dd>
      </dl>
    </section>
  );
}
