import type { SessionUser } from "~/features/accounts/index.server";
import type { Db } from "~/lib/db.server";
import { parseValue } from "~/lib/parse.server";
import type { PortalMessages } from "~/lib/portal-texts";
import { fail, ok, type Result } from "~/lib/result";
import { calendarClients } from "./access.server";
import { addDays, dayOf, daysOf, mondayOf, monthOf, monthTitle, neighbours, weekOf } from "./colombo-time";
import { calendarMessages } from "./messages";
import { listMonth, listRange, type MonthPost, monthQuota } from "./month.server";
import { calendarQuerySchemaOf } from "./post-schema.server";
import { calendarContext } from "./post-view.server";
import { mayReschedule } from "./reschedule";
import type { PostStatus } from "./workflow";

/**
 * The week a week view shows, and the month its quota meter and "Approve all" count: the month asked for while the
 * week has days in it (stepping week by week keeps the month one came from), else the month of the week's
 * Thursday (where most of its days are). Without a week: today's when the month is this one, else its first week.
 */
function weekAndMonth(asked: { month: string | null; week?: string | null }, now: Date) {
  const month = asked.month ?? monthOf(now);
  const monday = mondayOf(asked.week ?? (month === monthOf(now) ? dayOf(now) : `${month}-01`));
  const { days, start, end } = weekOf(monday);
  const shown = days.some((d) => d.startsWith(month)) ? month : (days[3] as string).slice(0, 7);
  return {
    month: shown,
    week: { monday, days, previous: addDays(monday, -7), next: addDays(monday, 7) },
    range: { start, end },
  };
}

/** The posts as the page shows them: whether the viewer may drag each to another day, and no writer's id. */
const shownPosts = (posts: MonthPost[], user: SessionUser) =>
  posts.map(({ assignedFreelancerId, ...post }) => ({
    ...post,
    movable: mayReschedule({ status: post.status, assignedFreelancerId }, { role: user.role, userId: user.id }),
  }));

/**
 * The calendar page for `url`: the clients the viewer may pick, and for the chosen one (a client's own) the month's
 * posts (or the week's), the plan's quota and what the forms need. An address that names a client the viewer may
 * not see is a not-found; a malformed part of it is invalid (said in the words of `texts`, the viewer's language).
 */
export async function calendarView(db: Db, user: SessionUser, url: URL, texts: PortalMessages, now = new Date()) {
  const get = (name: string) => url.searchParams.get(name) || null;
  const parsed = parseValue(
    {
      client: get("client"),
      month: get("month"),
      view: get("view"),
      week: get("week"),
      platform: get("platform"),
      status: get("status"),
    },
    calendarQuerySchemaOf(texts),
  );
  if (!parsed.ok) return parsed;
  const query = parsed.value;
  const view = query.view ?? "month";
  const weekly = view === "week" ? weekAndMonth(query, now) : null;
  const month = weekly?.month ?? query.month ?? monthOf(now);
  const filters = {
    platform: query.platform ?? undefined,
    status: (query.status ?? undefined) as PostStatus | undefined,
  };
  const clients = user.role === "client" ? [] : await calendarClients(db, user);
  const frame = {
    role: user.role,
    clients,
    month,
    view,
    week: weekly?.week ?? null,
    today: dayOf(now),
    filters,
    title: monthTitle(month),
    ...neighbours(month),
  };
  if (user.role !== "client" && !query.client) return ok({ ...frame, calendar: null });
  const context = await calendarContext(db, user, query.client);
  if (!context) return fail("not-found", calendarMessages(texts).clientNotFound) as Result<never>;
  const [posts, quota] = await Promise.all([
    weekly ? listRange(db, context.client.id, weekly.range, filters) : listMonth(db, context.client.id, month, filters),
    monthQuota(db, context.client.id, month, context.plan),
  ]);
  return ok({ ...frame, calendar: { ...context, posts: shownPosts(posts, user), quota, days: daysOf(month) } });
}

export type CalendarView = Extract<Awaited<ReturnType<typeof calendarView>>, { ok: true }>["value"];
