import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { CalendarView } from "../calendar-view.server";
import { PLATFORMS } from "../platforms";
import { type CalendarQuery, calendarExportPage, calendarPage } from "../post-url";
import { type ReviewLinksShown, ReviewShareSection } from "../review/components/review-share-section";
import { postStatuses, statusLabels } from "../workflow";
import { CalendarFeedSection, type FeedLinks } from "./calendar-feed-section";
import { FormAnswer } from "./form-answer";
import { MonthGrid, PostList } from "./month-views";
import { PostFields } from "./post-fields";
import { QuotaMeter } from "./quota-meter";

const selectClass = "h-10 rounded-md border bg-background px-3 text-sm";

/** Admins and freelancers choose whose calendar: a GET form, so the choice is an address. */
function ClientPicker({ data }: { data: CalendarView }) {
  const chosen = data.calendar?.client.flideskId ?? "";
  return (
    <Form method="get" className="flex flex-wrap items-end gap-2">
      <label className="grid gap-1 text-sm font-medium">
        Client
        <select name="client" defaultValue={chosen} className={selectClass}>
          <option value="">Choose a client</option>
          {data.clients.map((c) => (
            <option key={c.id} value={c.flideskId}>
              {c.name} ({c.flideskId})
            </option>
          ))}
        </select>
      </label>
      <input type="hidden" name="month" value={data.month} />
      <Button type="submit" variant="outline">
        Show calendar
      </Button>
    </Form>
  );
}

/** Previous and next month, the two views and the month's CSV, as links that keep the rest of the address. */
function MonthNav({ data, query }: { data: CalendarView; query: CalendarQuery }) {
  const link = (change: CalendarQuery) => calendarPage({ ...query, ...change });
  return (
    <nav aria-label="Month and view" className="flex flex-wrap items-center gap-2 text-sm">
      <Link className="underline" to={link({ month: data.previous })}>
        Previous month
      </Link>
      <Link className="underline" to={link({ month: data.next })}>
        Next month
      </Link>
      <Link
        aria-current={data.view === "month" ? "page" : undefined}
        className="underline aria-[current=page]:font-bold"
        to={link({ view: "month" })}
      >
        Month
      </Link>
      <Link
        aria-current={data.view === "list" ? "page" : undefined}
        className="underline aria-[current=page]:font-bold"
        to={link({ view: "list" })}
      >
        List
      </Link>
      {/* A file, not a page: the browser downloads it instead of the router loading it. */}
      <a className="underline" href={calendarExportPage({ client: query.client, month: data.month })} download>
        Download CSV
      </a>
    </nav>
  );
}

/** Month navigation, the two views and the filters, as links and a GET form that keep the rest of the address. */
function Controls({ data, query }: { data: CalendarView; query: CalendarQuery }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <MonthNav data={data} query={query} />
      <Form method="get" className="flex flex-wrap items-end gap-2" aria-label="Filters">
        {query.client && <input type="hidden" name="client" value={query.client} />}
        <input type="hidden" name="month" value={data.month} />
        <input type="hidden" name="view" value={data.view} />
        <label className="grid gap-1 text-sm font-medium">
          Platform
          <select name="platform" defaultValue={data.filters.platform ?? ""} className={selectClass}>
            <option value="">All platforms</option>
            {PLATFORMS.map((p) => (
              <option key={p}>{p}</option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium">
          Status
          <select name="status" defaultValue={data.filters.status ?? ""} className={selectClass}>
            <option value="">All statuses</option>
            {postStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="outline">
          Filter
        </Button>
      </Form>
    </div>
  );
}

type Chosen = NonNullable<CalendarView["calendar"]>;

/** The client's one action for the month: approve every post awaiting them. */
function ApproveAll({ month, awaiting }: { month: string; awaiting: number }) {
  if (awaiting === 0) return null;
  return (
    <Form method="post" className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value="approve-all" />
      <input type="hidden" name="month" value={month} />
      <p className="text-sm">
        {awaiting === 1 ? "1 post awaits your approval." : `${awaiting} posts await your approval.`}
      </p>
      <Button type="submit">Approve all</Button>
    </Form>
  );
}

function NewPost({ calendar }: { calendar: Chosen }) {
  return (
    <details className="rounded-lg border p-4">
      <summary className="cursor-pointer font-semibold">New post</summary>
      <Form method="post" className="mt-4 grid gap-4">
        <input type="hidden" name="intent" value="create" />
        <PostFields idPrefix="new-post" platforms={calendar.plan.platforms} writers={calendar.writers} />
        <FormAnswer intent="create" />
        <Button type="submit" className="w-fit">
          Create post
        </Button>
      </Form>
    </details>
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
  const { calendar } = data;
  const query: CalendarQuery = {
    client: data.role === "client" ? undefined : calendar?.client.flideskId,
    month: data.month,
    view: data.view,
    platform: data.filters.platform,
    status: data.filters.status,
  };
  return (
    <div className="grid min-w-0 gap-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold">Content calendar</h1>
        <p className="text-muted-foreground">
          {calendar ? `${calendar.client.name}, ` : ""}
          {data.title}
        </p>
      </div>
      {data.role !== "client" && <ClientPicker data={data} />}
      {!calendar ? (
        <p>Choose a client to see their calendar.</p>
      ) : (
        <>
          <QuotaMeter quota={calendar.quota} />
          <Controls data={data} query={query} />
          {/* Beside the form, not in it: the approval leaves nothing awaiting, and the form goes. */}
          <FormAnswer intent="approve-all" />
          {data.role === "client" && <ApproveAll month={data.month} awaiting={calendar.quota.awaiting} />}
          {data.role !== "client" && <NewPost calendar={calendar} />}
          {data.view === "list" ? (
            <PostList posts={calendar.posts} />
          ) : (
            <MonthGrid days={calendar.days.days} leading={calendar.days.leading} posts={calendar.posts} />
          )}
          {/* Freelancers neither see nor manage the client's feed: undefined for them. */}
          {feed !== undefined && <CalendarFeedSection feed={feed} />}
          {review !== undefined && <ReviewShareSection links={review} month={data.month} />}
        </>
      )}
    </div>
  );
}
