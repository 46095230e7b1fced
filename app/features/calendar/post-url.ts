import { calendarArea } from "~/lib/portal-areas";

export type CalendarQuery = {
  client?: string;
  month?: string;
  view?: string;
  week?: string;
  platform?: string;
  status?: string;
};

/** The calendar of a month with its view and filters, and (for admins and freelancers) the client's desk ID. */
export function calendarPage(query: CalendarQuery) {
  const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1])));
  const text = params.toString();
  return text ? `${calendarArea}?${text}` : calendarArea;
}

/** The month's posts as a CSV download (`routes/dashboard/calendar-export.ts`), for the same client. */
export function calendarExportPage({ client, month }: Pick<CalendarQuery, "client" | "month">) {
  const params = new URLSearchParams(
    Object.entries({ client, month }).filter((e): e is [string, string] => Boolean(e[1])),
  );
  return `${calendarArea}/export?${params}`;
}
