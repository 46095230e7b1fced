import { Link } from "react-router";
import { DataCell, DataRow, DataTable } from "~/components/data-table";
import { formatDate, formatDecimal } from "~/lib/format";
import { keywordPage } from "~/lib/portal-areas";
import { type PortalMessages, usePortalTexts } from "~/lib/portal-texts";
import type { Ranking } from "../positions";
import { KeywordChange } from "./keyword-change";

export type KeywordRankingRow = Ranking & { id: string; text: string };

/** A keyword's position now and the day it is from. */
export function PositionNow({ ranking }: { ranking: Ranking }) {
  const { m, locale } = usePortalTexts();
  if (ranking.position === null) return <span className="text-muted-foreground">{m.keywords_not_ranked()}</span>;
  return (
    <span>
      <span className="font-semibold">{formatDecimal(ranking.position)}</span>
      {ranking.positionDay ? (
        <span className="block text-xs text-muted-foreground">
          {m.keywords_on_day({ day: formatDate(ranking.positionDay, locale) })}
        </span>
      ) : null}
    </span>
  );
}

const head = (m: PortalMessages) => [
  m.keywords_keyword(),
  m.keywords_position_now(),
  m.keywords_change_7(),
  m.keywords_change_30(),
  m.keywords_clicks_30(),
  m.keywords_impressions_30(),
];

/**
 * "Keyword rankings": each tracked keyword's position now (the latest day with one), its moves over 7 and 30 days,
 * and its clicks and impressions in the last 30 days; each keyword opens its history.
 */
export function KeywordRankings({ rows }: { rows: KeywordRankingRow[] }) {
  const { m } = usePortalTexts();
  if (rows.length === 0) return <p className="text-muted-foreground">{m.keywords_none_tracked()}</p>;
  const HEAD = head(m);
  return (
    <DataTable caption={m.keywords_rankings()} head={HEAD}>
      {rows.map((row) => (
        <DataRow key={row.id}>
          <DataCell span="full">
            <Link to={keywordPage(row.id)} className="font-medium break-words underline underline-offset-4">
              {row.text}
            </Link>
          </DataCell>
          <DataCell label={HEAD[1]} span="half">
            <PositionNow ranking={row} />
          </DataCell>
          <DataCell label={HEAD[2]} span="half">
            <KeywordChange change={row.change7} />
          </DataCell>
          <DataCell label={HEAD[3]} span="half">
            <KeywordChange change={row.change30} />
          </DataCell>
          <DataCell label={HEAD[4]} span="half">
            {formatDecimal(row.clicks30)}
          </DataCell>
          <DataCell label={HEAD[5]} span="half">
            {formatDecimal(row.impressions30)}
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
