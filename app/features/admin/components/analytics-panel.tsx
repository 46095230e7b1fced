import { Link } from "react-router";
import { DateTime } from "~/components/date-time";
import { Button } from "~/components/ui/button";
import { formatLkr, formatMoney } from "~/lib/format";
import type { Locale } from "~/lib/locale";
import { usePortalTexts } from "~/lib/portal-texts";
import { activityText } from "./activity-texts";
import { type AdminPageData, Panel, type PanelProps } from "./panel";
import { RevenueCharts } from "./revenue-charts";

type Analytics = NonNullable<AdminPageData["analytics"]>;
type Money = Analytics["revenueThisMonth"];

// Each currency as it was paid: rupees and dollars are not added together at a guessed rate.
const revenue = ({ lkr, usd }: Money, locale: Locale) =>
  `${formatLkr(lkr, locale)}${usd > 0 ? ` + ${formatMoney("USD", usd, locale)}` : ""}`;

function Figures({ analytics: a }: { analytics: Analytics }) {
  const { m, locale } = usePortalTexts();
  const days = a.averageProjectDays;
  const figures = [
    [m.admin_analytics_revenue_this_month(), revenue(a.revenueThisMonth, locale)],
    [m.admin_analytics_revenue_last_month(), revenue(a.revenueLastMonth, locale)],
    [m.admin_analytics_active_users(), String(a.activeUsers)],
    [m.admin_analytics_success_rate(), `${a.successRate}%`],
    [
      m.admin_analytics_average_time(),
      days === null ? m.admin_analytics_no_completed() : m.admin_analytics_days({ count: days }),
    ],
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
  const { m, locale } = usePortalTexts();
  if (activity.length === 0) return <p className="text-muted-foreground">{m.admin_analytics_no_activity()}</p>;
  return (
    <ol className="grid gap-2">
      {activity.map((item) => {
        const text = activityText(item, m, locale);
        return (
          <li
            key={`${item.at}-${text}`}
            className="flex flex-wrap justify-between gap-2 rounded-md bg-muted p-3 text-sm"
          >
            <span>{text}</span>
            <span className="text-muted-foreground">
              <DateTime at={item.at} />
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** System Analytics: figures computed from payments, sign-ins and projects, and the latest activity. */
export function AnalyticsPanel({ data }: PanelProps<"analytics" | "revenue">) {
  const { m } = usePortalTexts();
  if (!data.analytics) return null;
  return (
    <Panel
      id="analytics"
      title={m.shell_nav_system_analytics()}
      className="gap-6"
      action={
        <Button asChild variant="outline" wrap className="text-center">
          <Link to="?dialog=upload-analytics" preventScrollReset>
            {m.admin_analytics_upload()}
          </Link>
        </Button>
      }
    >
      <Figures analytics={data.analytics} />
      <RevenueCharts revenue={data.revenue} />
      <div>
        <h3 className="mb-3 text-lg font-semibold">{m.admin_analytics_recent()}</h3>
        <RecentActivity activity={data.analytics.activity} />
      </div>
    </Panel>
  );
}
