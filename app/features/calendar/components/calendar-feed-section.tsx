import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { usePortalTexts } from "~/lib/portal-texts";
import { FormAnswer } from "./form-answer";
import { LinkBox } from "./link-box";

// A Sinhala or Tamil label may need two lines on a phone: the buttons wrap (and grow) with their lines centred.
const CENTRED = "text-center";

export type FeedLinks = { url: string; webcal: string } | null;

/**
 * "Subscribe in your calendar" (decision 36): the client's secret calendar address to copy or open in a calendar
 * app, and "Revoke link" to end it. The address never changes until revoked, so it can be shown every time.
 */
export function CalendarFeedSection({ feed }: { feed: FeedLinks }) {
  const { m } = usePortalTexts();
  return (
    <section aria-labelledby="calendar-feed-heading" className="grid gap-2 rounded-md border p-4">
      <h2 id="calendar-feed-heading" className="text-lg font-semibold">
        {m.calendar_feed_heading()}
      </h2>
      <p className="text-sm text-muted-foreground">{m.calendar_feed_intro()}</p>
      <FormAnswer intent="feed-subscribe" />
      <FormAnswer intent="feed-revoke" />
      {feed ? (
        <>
          <LinkBox label={m.calendar_feed_address()} url={feed.url}>
            <a className="underline" href={feed.webcal}>
              {m.calendar_feed_open()}
            </a>
          </LinkBox>
          <Form method="post">
            <input type="hidden" name="intent" value="feed-revoke" />
            <Button type="submit" variant="outline" wrap className={CENTRED}>
              {m.calendar_revoke_link()}
            </Button>
          </Form>
        </>
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value="feed-subscribe" />
          <Button type="submit" wrap className={CENTRED}>
            {m.calendar_feed_heading()}
          </Button>
        </Form>
      )}
    </section>
  );
}
