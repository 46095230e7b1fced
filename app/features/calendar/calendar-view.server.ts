import type { SessionUser } from "~/features/accounts/index.server";
import type { Db } from "~/lib/db.server";
import { parseValue } from "~/lib/parse.server";
import { fail, ok, type Result } from "~/lib/result";
import { calendarClients } from "./access.server";
import { daysOf, monthOf, monthTitle, neighbours } from "./colombo-time";
import { calendarMessages as m } from "./messages";
import { listMonth, monthQuota } from "./month.server";
import { calendarQuerySchema } from "./post-schema.server";
import { calendarContext } from "./post-view.server";
import type { PostStatus } from "./workflow";

/**
 * The calendar page for `url`: the clients the viewer may pick, and for the chosen one (a client's own) the month's
 * posts, the plan's quota and what the forms need. An address that names a client the viewer may not see is a
 * not-found; a malformed part of it is invalid.
 */
export async function calendarView(db: Db, user: SessionUser, url: URL, now = new Date()) {
  const get = (name: string) => url.searchParams.get(name) || null;
  const parsed = parseValue(
    { client: get("client"), month: get("month"), view: get("view"), platform: get("platform"), status: get("status") },
    calendarQuerySchema,
  );
  if (!parsed.ok) return parsed;
  const query = parsed.value;
  const month = query.month ?? monthOf(now);
  const view = query.view ?? "month";
  const filters = {
    platform: query.platform ?? undefined,
    status: (query.status ?? undefined) as PostStatus | undefined,
  };
  const clients = user.role === "client" ? [] : await calendarClients(db, user);
  const frame = { role: user.role, clients, month, view, filters, title: monthTitle(month), ...neighbours(month) };
  if (user.role !== "client" && !query.client) return ok({ ...frame, calendar: null });
  const context = await calendarContext(db, user, query.client);
  if (!context) return fail("not-found", m.clientNotFound) as Result<never>;
  const [posts, quota] = await Promise.all([
    listMonth(db, context.client.id, month, filters),
    monthQuota(db, context.client.id, month, context.plan),
  ]);
  return ok({ ...frame, calendar: { ...context, posts, quota, days: daysOf(month) } });
}

export type CalendarView = Extract<Awaited<ReturnType<typeof calendarView>>, { ok: true }>["value"];
