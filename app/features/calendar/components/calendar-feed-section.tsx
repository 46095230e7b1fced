import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAnswer } from "./form-answer";
import { LinkBox } from "./link-box";

export type FeedLinks = { url: string; webcal: string } | null;

/**
 * "Subscribe in your calendar" (decision 36): the client's secret calendar address to copy or open in a calendar
 * app, and "Revoke link" to end it. The address never changes until revoked, so it can be shown every time.
 */
export function CalendarFeedSection({ feed }: { feed: FeedLinks }) {
  return (
    <section aria-labelledby="calendar-feed-heading" className="grid gap-2 rounded-md border p-4">
      <h2 id="calendar-feed-heading" className="text-lg font-semibold">
        Subscribe in your calendar
      </h2>
      <p className="text-sm text-muted-foreground">
        Scheduled and published posts appear in your calendar app. Anyone with this address can see them.
      </p>
      <FormAnswer intent="feed-subscribe" />
      <FormAnswer intent="feed-revoke" />
      {feed ? (
        <>
          <LinkBox label="Calendar address" url={feed.url}>
            <a className="underline" href={feed.webcal}>
              Open in calendar app
            </a>
          </LinkBox>
          <Form method="post">
            <input type="hidden" name="intent" value="feed-revoke" />
            <Button type="submit" variant="outline">
              Revoke link
            </Button>
          </Form>
        </>
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value="feed-subscribe" />
          <Button type="submit">Subscribe in your calendar</Button>
        </Form>
      )}
    </section>
  );
}
