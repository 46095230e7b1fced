import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { formatDate } from "~/lib/format";
import { type PortalMessages, usePortalTexts } from "~/lib/portal-texts";
import type { CalendarView } from "../calendar-view.server";
import { PLATFORMS } from "../platforms";
import { type CalendarQuery, calendarExportPage, calendarPage } from "../post-url";
import { postStatuses, statusLabel } from "../workflow";

// No wider than the row: a Tamil status ("awaiting the client") would widen the page at 360 px.
export const selectClass = "h-10 min-w-0 max-w-full rounded-md border bg-background px-3 text-sm";
const VIEWS = [
  ["month", (m: PortalMessages) => m.calendar_view_month()],
  ["week", (m: PortalMessages) => m.calendar_view_week()],
  ["list", (m: PortalMessages) => m.calendar_view_list()],
] as const;

/**
 * Previous and next month (or week), the three views and the month's CSV, as links that keep the rest of the
 * address. A week's links carry the month too: the server keeps it while the week has days in it.
 */
function PeriodNav({ data, query }: { data: CalendarView; query: CalendarQuery }) {
  const { m } = usePortalTexts();
  const link = (change: CalendarQuery) => calendarPage({ ...query, ...change });
  const { week } = data;
  return (
    <nav aria-label={m.calendar_nav_label()} className="flex flex-wrap items-center gap-2 text-sm">
      {week ? (
        <>
          <Link className="underline" to={link({ week: week.previous })}>
            {m.calendar_previous_week()}
          </Link>
          <Link className="underline" to={link({ week: week.next })}>
            {m.calendar_next_week()}
          </Link>
        </>
      ) : (
        <>
          <Link className="underline" to={link({ month: data.previous })}>
            {m.calendar_previous_month()}
          </Link>
          <Link className="underline" to={link({ month: data.next })}>
            {m.calendar_next_month()}
          </Link>
        </>
      )}
      {VIEWS.map(([view, label]) => (
        <Link
          key={view}
          aria-current={data.view === view ? "page" : undefined}
          className="underline aria-[current=page]:font-bold"
          to={link({ view, week: undefined })}
        >
          {label(m)}
        </Link>
      ))}
      {/* A file, not a page: the browser downloads it instead of the router loading it. */}
      <a className="underline" href={calendarExportPage({ client: query.client, month: data.month })} download>
        {m.calendar_download_csv()}
      </a>
    </nav>
  );
}

/** Navigation, the three views and the filters, as links and a GET form that keep the rest of the address. */
export function Controls({ data, query }: { data: CalendarView; query: CalendarQuery }) {
  const { m, locale } = usePortalTexts();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-2">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PeriodNav data={data} query={query} />
        <Form
          method="get"
          className="flex min-w-0 max-w-full flex-wrap items-end gap-2"
          aria-label={m.calendar_filters()}
        >
          {query.client && <input type="hidden" name="client" value={query.client} />}
          <input type="hidden" name="month" value={data.month} />
          <input type="hidden" name="view" value={data.view} />
          {data.week && <input type="hidden" name="week" value={data.week.monday} />}
          <label className="grid min-w-0 max-w-full gap-1 text-sm font-medium">
            {m.calendar_platform()}
            <select name="platform" defaultValue={data.filters.platform ?? ""} className={selectClass}>
              <option value="">{m.calendar_all_platforms()}</option>
              {PLATFORMS.map((p) => (
                <option key={p}>{p}</option>
              ))}
            </select>
          </label>
          <label className="grid min-w-0 max-w-full gap-1 text-sm font-medium">
            {m.calendar_status()}
            <select name="status" defaultValue={data.filters.status ?? ""} className={selectClass}>
              <option value="">{m.calendar_all_statuses()}</option>
              {postStatuses.map((s) => (
                <option key={s} value={s}>
                  {statusLabel[s](m)}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="outline">
            {m.calendar_filter()}
          </Button>
        </Form>
      </div>
      {data.week && (
        <h2 className="text-lg font-semibold">
          {m.calendar_week_of({
            start: formatDate(data.week.days[0] as string, locale),
            end: formatDate(data.week.days[6] as string, locale),
          })}
        </h2>
      )}
    </div>
  );
}
