import { LineChart } from "~/components/charts/line-chart";
import { DataCell, DataRow, DataTable } from "~/components/data-table";
import { formatDate, formatDecimal, formatShortDay } from "~/lib/format";
import { usePortalTexts } from "~/lib/portal-texts";
import type { KeywordDay, Ranking } from "../positions";
import { KeywordChange } from "./keyword-change";
import { PositionNow } from "./keyword-rankings";

/** The keyword's figures now: position, moves, and the last 30 days' clicks and impressions. */
function Summary({ ranking }: { ranking: Ranking }) {
  const { m } = usePortalTexts();
  const items = [
    [m.keywords_position_now(), <PositionNow key="now" ranking={ranking} />],
    [m.keywords_change_7(), <KeywordChange key="7" change={ranking.change7} />],
    [m.keywords_change_30(), <KeywordChange key="30" change={ranking.change30} />],
    [m.keywords_clicks_30(), formatDecimal(ranking.clicks30)],
    [m.keywords_impressions_30(), formatDecimal(ranking.impressions30)],
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
  const { m, locale } = usePortalTexts();
  const HEAD = [m.results_day(), m.keywords_position(), m.keywords_clicks(), m.keywords_impressions()];
  return (
    <div className="grid gap-6">
      <Summary ranking={ranking} />
      <LineChart
        title={m.keywords_position_90()}
        description={m.keywords_position_description()}
        labels={span.map((d) => formatDate(d.day, locale))}
        shortLabels={span.map((d) => formatShortDay(d.day, locale))}
        series={[{ name: m.keywords_position(), values: span.map((d) => d.position) }]}
        format={formatDecimal}
        emptyText={m.keywords_not_ranked()}
        labelHeading={m.results_day()}
        invert
      />
      {recorded.length === 0 ? (
        <p className="text-muted-foreground">{m.keywords_no_history()}</p>
      ) : (
        <DataTable caption={m.keywords_daily()} head={HEAD}>
          {recorded.map((d) => (
            <DataRow key={d.day}>
              <DataCell span="full">{formatDate(d.day, locale)}</DataCell>
              <DataCell label={HEAD[1]} span="half">
                {d.position === null ? m.keywords_not_ranked() : formatDecimal(d.position)}
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
