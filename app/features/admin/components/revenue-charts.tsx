import { BarChart } from "~/components/charts/bar-chart";
import { LineChart } from "~/components/charts/line-chart";
import { inReadersWords } from "~/features/plans";
import { formatCompact, formatMoney, formatMonth } from "~/lib/format";
import { usePortalTexts } from "~/lib/portal-texts";
import type { AdminPageData } from "./panel";

type Revenue = AdminPageData["revenue"];
type Month = Revenue["months"][number];
type Currency = keyof Month["mrr"];

const count = (n: number) => String(n);
const percent = (n: number) => `${n}%`;

/** The money charts of one currency: LKR always, USD only where a dollar was charged in the twelve months. */
function currenciesOf(months: Month[]): Currency[] {
  const usd = months.some((m) => m.mrr.USD !== 0 || m.revenue.USD !== 0);
  return usd ? ["LKR", "USD"] : ["LKR"];
}

function RunningMonth({ month }: { month: Month }) {
  const { m, locale } = usePortalTexts();
  const rate = month.collectionRate;
  const figures = [
    [m.admin_revenue_mrr(), formatMoney("LKR", month.mrr.LKR, locale)],
    [m.admin_revenue_new_subscriptions(), count(month.newSubscriptions)],
    [m.admin_revenue_churned(), count(month.churned)],
    [m.admin_revenue_reactivated(), count(month.reactivated)],
    [m.admin_revenue_arpc(), formatMoney("LKR", month.arpc.LKR, locale)],
    [m.admin_revenue_collection_rate(), rate === null ? m.admin_revenue_no_charges_yet() : percent(rate)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      {figures.map(([label, value]) => (
        <div key={label} className="flex min-w-0 flex-col rounded-xl border border-border bg-card p-4">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="order-first break-words font-display text-xl font-bold text-primary">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function RevenueByPlan({ byPlan, currencies }: { byPlan: Revenue["byPlan"]; currencies: Currency[] }) {
  const { m, locale } = usePortalTexts();
  if (byPlan.length === 0) return <p className="text-muted-foreground">{m.admin_revenue_no_plan_charges()}</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card">
      <table className="w-full text-sm">
        <caption className="p-4 text-left font-semibold">{m.admin_revenue_by_plan()}</caption>
        <thead>
          <tr className="border-t border-border text-left text-muted-foreground">
            <th scope="col" className="p-3 font-medium">
              {m.billing_plan()}
            </th>
            {currencies.map((c) => (
              <th key={c} scope="col" className="p-3 text-right font-medium">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {byPlan.map((row) => (
            <tr key={row.plan} className="border-t border-border">
              <th scope="row" className="p-3 text-left font-normal">
                {row.plan ? inReadersWords(row.plan, m.buy_service_social()) : m.admin_revenue_unknown_plan()}
              </th>
              {currencies.map((c) => (
                <td key={c} className="p-3 text-right tabular-nums">
                  {formatMoney(c, row.revenue[c], locale)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type Axis = { labels: string[]; shortLabels: string[]; labelHeading: string };

/** Each currency's money over the months: recurring revenue, revenue received, and revenue per paying client. */
function MoneyCharts({ months, axis, currency: c }: { months: Month[]; axis: Axis; currency: Currency }) {
  const { m } = usePortalTexts();
  return (
    <>
      <LineChart
        {...axis}
        title={m.admin_revenue_mrr_chart({ currency: c })}
        description={m.admin_revenue_mrr_description()}
        series={[{ name: m.admin_revenue_mrr(), values: months.map((month) => month.mrr[c]) }]}
        format={formatCompact}
      />
      <BarChart
        {...axis}
        title={m.admin_revenue_chart({ currency: c })}
        description={m.admin_revenue_description()}
        series={[{ name: m.admin_revenue_series(), values: months.map((month) => month.revenue[c]) }]}
        format={formatCompact}
      />
      <LineChart
        {...axis}
        title={m.admin_revenue_arpc_chart({ currency: c })}
        series={[{ name: m.admin_revenue_arpc(), values: months.map((month) => month.arpc[c]) }]}
        format={formatCompact}
      />
    </>
  );
}

/** The counts over the months: subscriptions won and lost, and how charges went. */
function CountCharts({ months, axis }: { months: Month[]; axis: Axis }) {
  const { m } = usePortalTexts();
  return (
    <>
      <BarChart
        {...axis}
        title={m.admin_revenue_subscriptions()}
        description={m.admin_revenue_subscriptions_description()}
        series={[
          { name: m.admin_revenue_new(), values: months.map((month) => month.newSubscriptions) },
          { name: m.admin_revenue_reactivated(), values: months.map((month) => month.reactivated) },
          { name: m.admin_revenue_churned(), values: months.map((month) => month.churned) },
        ]}
        format={count}
        whole
      />
      <LineChart
        {...axis}
        title={m.admin_revenue_collection_rate()}
        description={m.admin_revenue_collection_description()}
        series={[{ name: m.admin_revenue_collection_rate(), values: months.map((month) => month.collectionRate) }]}
        format={percent}
        emptyText={m.admin_revenue_no_charges()}
      />
      <BarChart
        {...axis}
        title={m.admin_revenue_failed_charges()}
        series={[
          { name: m.billing_payment_failed(), values: months.map((month) => month.failedCharges) },
          { name: m.admin_revenue_recovered(), values: months.map((month) => month.recoveredCharges) },
        ]}
        format={count}
        whole
      />
    </>
  );
}

/**
 * The admin's revenue over the last twelve months (decision 42): this month's figures, then each figure's trend
 * as a chart with its table for screen readers, and revenue by plan.
 */
export function RevenueCharts({ revenue }: { revenue: Revenue }) {
  const { m, locale } = usePortalTexts();
  const { months, byPlan } = revenue;
  const running = months.at(-1);
  if (!running) return null;
  const axis = {
    labels: months.map((month) => formatMonth(month.month, "long", locale)),
    shortLabels: months.map((month) => formatMonth(month.month, "short", locale)),
    labelHeading: m.report_month(),
  };
  const currencies = currenciesOf(months);
  return (
    <section aria-labelledby="revenue-heading" className="grid gap-4">
      <h3 id="revenue-heading" className="text-lg font-semibold">
        {m.admin_revenue_heading()}
      </h3>
      <RunningMonth month={running} />
      <div className="grid gap-4 md:grid-cols-2">
        {currencies.map((c) => (
          <MoneyCharts key={c} months={months} axis={axis} currency={c} />
        ))}
        <CountCharts months={months} axis={axis} />
      </div>
      <RevenueByPlan byPlan={byPlan} currencies={currencies} />
    </section>
  );
}
