import { BarChart } from "~/components/charts/bar-chart";
import { LineChart } from "~/components/charts/line-chart";
import { formatCompact, formatMoney, formatMonth } from "~/lib/format";
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
  const figures = [
    ["Monthly recurring revenue", formatMoney("LKR", month.mrr.LKR)],
    ["New subscriptions", count(month.newSubscriptions)],
    ["Churned", count(month.churned)],
    ["Reactivated", count(month.reactivated)],
    ["Average revenue per client", formatMoney("LKR", month.arpc.LKR)],
    ["Collection rate", month.collectionRate === null ? "No charges yet" : percent(month.collectionRate)],
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
  if (byPlan.length === 0) return <p className="text-muted-foreground">No charges received in the last 12 months.</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card">
      <table className="w-full text-sm">
        <caption className="p-4 text-left font-semibold">Revenue by plan, last 12 months</caption>
        <thead>
          <tr className="border-t border-border text-left text-muted-foreground">
            <th scope="col" className="p-3 font-medium">
              Plan
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
                {row.plan}
              </th>
              {currencies.map((c) => (
                <td key={c} className="p-3 text-right tabular-nums">
                  {formatMoney(c, row.revenue[c])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type Axis = { labels: string[]; shortLabels: string[] };

/** Each currency's money over the months: recurring revenue, revenue received, and revenue per paying client. */
function MoneyCharts({ months, axis, currency: c }: { months: Month[]; axis: Axis; currency: Currency }) {
  return (
    <>
      <LineChart
        {...axis}
        title={`Monthly recurring revenue (${c})`}
        description="Plans running at each month's end; an annual plan counts a twelfth of its price."
        series={[{ name: "Monthly recurring revenue", values: months.map((m) => m.mrr[c]) }]}
        format={formatCompact}
      />
      <BarChart
        {...axis}
        title={`Revenue (${c})`}
        description="Charges received, less refunds given back."
        series={[{ name: "Revenue", values: months.map((m) => m.revenue[c]) }]}
        format={formatCompact}
      />
      <LineChart
        {...axis}
        title={`Average revenue per client (${c})`}
        series={[{ name: "Average revenue per client", values: months.map((m) => m.arpc[c]) }]}
        format={formatCompact}
      />
    </>
  );
}

/** The counts over the months: subscriptions won and lost, and how charges went. */
function CountCharts({ months, axis }: { months: Month[]; axis: Axis }) {
  return (
    <>
      <BarChart
        {...axis}
        title="Subscriptions"
        description="New clients, clients back after a break, and clients who left. A plan change is neither."
        series={[
          { name: "New", values: months.map((m) => m.newSubscriptions) },
          { name: "Reactivated", values: months.map((m) => m.reactivated) },
          { name: "Churned", values: months.map((m) => m.churned) },
        ]}
        format={count}
        whole
      />
      <LineChart
        {...axis}
        title="Collection rate"
        description="Charges that went through, of all charges tried (failed ones and their retries included)."
        series={[{ name: "Collection rate", values: months.map((m) => m.collectionRate) }]}
        format={percent}
        emptyText="No charges"
      />
      <BarChart
        {...axis}
        title="Failed charges"
        series={[
          { name: "Failed", values: months.map((m) => m.failedCharges) },
          { name: "Recovered by a retry", values: months.map((m) => m.recoveredCharges) },
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
  const { months, byPlan } = revenue;
  const running = months.at(-1);
  if (!running) return null;
  const axis = {
    labels: months.map((m) => formatMonth(m.month)),
    shortLabels: months.map((m) => formatMonth(m.month, "short")),
  };
  const currencies = currenciesOf(months);
  return (
    <section aria-labelledby="revenue-heading" className="grid gap-4">
      <h3 id="revenue-heading" className="text-lg font-semibold">
        Revenue and subscriptions
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
