import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { formatMonth } from "~/lib/format";
import { usePortalTexts } from "~/lib/portal-texts";
import type { CalendarView } from "../calendar-view.server";
import type { CalendarQuery } from "../post-url";
import { type ReviewLinksShown, ReviewShareSection } from "../review/components/review-share-section";
import { CalendarFeedSection, type FeedLinks } from "./calendar-feed-section";
import { Controls, selectClass } from "./calendar-nav";
import { FormAnswer } from "./form-answer";
import { MonthGrid, PostList } from "./month-views";
import { PostFields } from "./post-fields";
import { QuotaMeter } from "./quota-meter";
import { RescheduleAnswer } from "./reschedule-answer";
import { WeekView } from "./week-view";

/** Admins and freelancers choose whose calendar: a GET form, so the choice is an address. */
function ClientPicker({ data }: { data: CalendarView }) {
  const { m } = usePortalTexts();
  const chosen = data.calendar?.client.flideskId ?? "";
  return (
    <Form method="get" className="flex flex-wrap items-end gap-2">
      <label className="grid min-w-0 max-w-full gap-1 text-sm font-medium">
        {m.calendar_client()}
        <select name="client" defaultValue={chosen} className={selectClass}>
          <option value="">{m.calendar_choose_client()}</option>
          {data.clients.map((c) => (
            <option key={c.id} value={c.flideskId}>
              {c.name} ({c.flideskId})
            </option>
          ))}
        </select>
      </label>
      <input type="hidden" name="month" value={data.month} />
      <Button type="submit" variant="outline">
        {m.calendar_show()}
      </Button>
    </Form>
  );
}

type Chosen = NonNullable<CalendarView["calendar"]>;

/** The client's one action for the month: approve every post awaiting them. */
function ApproveAll({ month, awaiting }: { month: string; awaiting: number }) {
  const { m } = usePortalTexts();
  if (awaiting === 0) return null;
  return (
    <Form method="post" className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value="approve-all" />
      <input type="hidden" name="month" value={month} />
      <p className="text-sm">
        {awaiting === 1 ? m.calendar_awaiting_one() : m.calendar_awaiting_other({ count: awaiting })}
      </p>
      <Button type="submit">{m.calendar_approve_all()}</Button>
    </Form>
  );
}

function NewPost({ calendar }: { calendar: Chosen }) {
  const { m } = usePortalTexts();
  return (
    <details className="rounded-lg border p-4">
      <summary className="cursor-pointer font-semibold">{m.calendar_new_post()}</summary>
      <Form method="post" className="mt-4 grid gap-4">
        <input type="hidden" name="intent" value="create" />
        <PostFields idPrefix="new-post" platforms={calendar.plan.platforms} writers={calendar.writers} />
        <FormAnswer intent="create" />
        <Button type="submit" className="w-fit">
          {m.calendar_create_post()}
        </Button>
      </Form>
    </details>
  );
}

/**
 * The month as a grid, the week, or the month as a list. The grid's seven columns follow the width left beside the
 * sidebar (a container query), not the screen's: a tablet with the sidebar open has the room of a phone.
 */
function CalendarViews({ data, calendar }: { data: CalendarView; calendar: Chosen }) {
  if (data.view === "list") return <PostList posts={calendar.posts} today={data.today} />;
  return (
    <div className="@container">
      {data.week ? (
        <WeekView days={data.week.days} posts={calendar.posts} today={data.today} />
      ) : (
        <MonthGrid
          days={calendar.days.days}
          leading={calendar.days.leading}
          posts={calendar.posts}
          today={data.today}
        />
      )}
    </div>
  );
}

/** The content calendar page: the client's month of posts, its quota, and each role's forms. */
export function CalendarPage({
  data,
  feed,
  review,
}: {
  data: CalendarView;
  feed?: FeedLinks;
  review?: ReviewLinksShown;
}) {
  const { m, locale } = usePortalTexts();
  const { calendar } = data;
  const query: CalendarQuery = {
    client: data.role === "client" ? undefined : calendar?.client.flideskId,
    month: data.month,
    view: data.view,
    week: data.week?.monday,
    platform: data.filters.platform,
    status: data.filters.status,
  };
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold">{m.calendar_heading()}</h1>
        <p className="text-muted-foreground">
          {calendar ? `${calendar.client.name}, ` : ""}
          {formatMonth(data.month, "long", locale)}
        </p>
      </div>
      {data.role !== "client" && <ClientPicker data={data} />}
      {!calendar ? (
        <p>{m.calendar_pick_client()}</p>
      ) : (
        <>
          <QuotaMeter quota={calendar.quota} />
          <Controls data={data} query={query} />
          {/* Beside the form, not in it: the approval leaves nothing awaiting, and the form goes. */}
          <FormAnswer intent="approve-all" />
          {data.role === "client" && <ApproveAll month={data.month} awaiting={calendar.quota.awaiting} />}
          {data.role !== "client" && <NewPost calendar={calendar} />}
          <RescheduleAnswer />
          <CalendarViews data={data} calendar={calendar} />
          {/* Freelancers neither see nor manage the client's feed: undefined for them. */}
          {feed !== undefined && <CalendarFeedSection feed={feed} />}
          {review !== undefined && <ReviewShareSection links={review} month={data.month} />}
        </>
      )}
    </div>
  );
}
