import { Link } from "react-router";
import { DateTime } from "~/components/date-time";
import { Button } from "~/components/ui/button";
import { formatLkr, formatMoney } from "~/lib/format";
import { type AdminPageData, Panel, type PanelProps } from "./panel";
import { RevenueCharts } from "./revenue-charts";

type Analytics = NonNullable<AdminPageData["analytics"]>;
type Money = Analytics["revenueThisMonth"];

// Each currency as it was paid: rupees and dollars are not added together at a guessed rate.
const revenue = ({ lkr, usd }: Money) => `${formatLkr(lkr)}${usd > 0 ? ` + ${formatMoney("USD", usd)}` : ""}`;

function Figures({ analytics: a }: { analytics: Analytics }) {
  const figures = [
    ["Revenue this month", revenue(a.revenueThisMonth)],
    ["Revenue last month", revenue(a.revenueLastMonth)],
    ["Active users (30 days)", String(a.activeUsers)],
    ["Project success rate", `${a.successRate}%`],
    ["Average project time", a.averageProjectDays === null ? "No completed projects" : `${a.averageProjectDays} days`],
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {figures.map(([label, value]) => (
        <div key={label} className="flex flex-col rounded-xl border border-border bg-card p-5">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="order-first font-display text-2xl font-bold text-primary">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function RecentActivity({ activity }: { activity: Analytics["activity"] }) {
  if (activity.length === 0) return <p className="text-muted-foreground">No activity yet.</p>;
  return (
    <ol className="grid gap-2">
      {activity.map((item) => (
        <li
          key={`${item.at}-${item.text}`}
          className="flex flex-wrap justify-between gap-2 rounded-md bg-muted p-3 text-sm"
        >
          <span>{item.text}</span>
          <span className="text-muted-foreground">
            <DateTime at={item.at} />
          </span>
        </li>
      ))}
    </ol>
  );
}

/** System Analytics: figures computed from payments, sign-ins and projects, and the latest activity. */
export function AnalyticsPanel({ data }: PanelProps<"analytics" | "revenue">) {
  if (!data.analytics) return null;
  return (
    <Panel
      id="analytics"
      title="System Analytics"
      className="gap-6"
      action={
        <Button asChild variant="outline">
          <Link to="?dialog=upload-analytics" preventScrollReset>
            Upload Analytics Data
          </Link>
        </Button>
      }
    >
      <Figures analytics={data.analytics} />
      <RevenueCharts revenue={data.revenue} />
      <div>
        <h3 className="mb-3 text-lg font-semibold">Recent Activity</h3>
        <RecentActivity activity={data.analytics.activity} />
      </div>
    </Panel>
  );
}
