import { LineChart } from "~/components/charts/line-chart";
import { DataCell, DataRow, DataTable } from "~/components/data-table";
import { formatDate, formatDecimal, formatShortDay } from "~/lib/format";
import { KEYWORD_MESSAGES } from "../keyword-text";
import type { KeywordDay, Ranking } from "../positions";
import { KeywordChange } from "./keyword-change";
import { PositionNow } from "./keyword-rankings";

const HEAD = ["Day", "Position", "Clicks", "Impressions"];

/** The keyword's figures now: position, moves, and the last 30 days' clicks and impressions. */
function Summary({ ranking }: { ranking: Ranking }) {
  const items = [
    ["Position now", <PositionNow key="now" ranking={ranking} />],
    ["Change over 7 days", <KeywordChange key="7" change={ranking.change7} />],
    ["Change over 30 days", <KeywordChange key="30" change={ranking.change30} />],
    ["Clicks (30 days)", formatDecimal(ranking.clicks30)],
    ["Impressions (30 days)", formatDecimal(ranking.impressions30)],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
      {items.map(([term, value]) => (
        <div key={term} className="rounded-xl border border-border bg-card p-3">
          <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
          <dd className="mt-1">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A keyword's history: its figures now, its daily position over 90 days as a chart (1 at the top; a day without a
 * figure breaks the line), and the days with figures as a table, newest first.
 */
export function KeywordHistory({
  span,
  recorded,
  ranking,
}: {
  span: KeywordDay[];
  recorded: KeywordDay[];
  ranking: Ranking;
}) {
  return (
    <div className="grid gap-6">
      <Summary ranking={ranking} />
      <LineChart
        title="Position over the last 90 days"
        description="Search Console's average position each day; 1 is the top of the results."
        labels={span.map((d) => formatDate(d.day))}
        shortLabels={span.map((d) => formatShortDay(d.day))}
        series={[{ name: "Position", values: span.map((d) => d.position) }]}
        format={formatDecimal}
        emptyText={KEYWORD_MESSAGES.notRanked}
        labelHeading="Day"
        invert
      />
      {recorded.length === 0 ? (
        <p className="text-muted-foreground">Search Console has no figures for this keyword in the last 90 days.</p>
      ) : (
        <DataTable caption="Daily figures" head={HEAD}>
          {recorded.map((d) => (
            <DataRow key={d.day}>
              <DataCell span="full">{formatDate(d.day)}</DataCell>
              <DataCell label={HEAD[1]} span="half">
                {d.position === null ? KEYWORD_MESSAGES.notRanked : formatDecimal(d.position)}
              </DataCell>
              <DataCell label={HEAD[2]} span="half">
                {formatDecimal(d.clicks)}
              </DataCell>
              <DataCell label={HEAD[3]} span="half">
                {formatDecimal(d.impressions)}
              </DataCell>
            </DataRow>
          ))}
        </DataTable>
      )}
    </div>
  );
}
