import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { formatDate } from "~/lib/format";
import type { Answer } from "~/lib/result";
import { useLastActionData } from "~/lib/use-last-action-data";
import { FormAnswer } from "../../components/form-answer";
import { LinkBox } from "../../components/link-box";
import { SHARE_ON_WHATSAPP } from "../../feeds/share";
import type { SharedLink } from "../share.server";

export type ReviewLinksShown = { valid: number; latestExpiry: Date | string | null };

const statusText = ({ valid, latestExpiry }: ReviewLinksShown) => {
  if (valid === 0 || !latestExpiry) return "No review link for this month is open.";
  const until = formatDate(latestExpiry);
  return valid === 1
    ? `1 review link for this month is open, until ${until}.`
    : `${valid} review links for this month are open, the last until ${until}.`;
};

/** The link just made: shown once, since only its hash is kept (decision 38). */
const MadeLink = ({ link }: { link: NonNullable<SharedLink["link"]> }) => (
  <LinkBox label="Review link" url={link.url}>
    <a className="underline" href={link.whatsApp} target="_blank" rel="noopener noreferrer">
      {SHARE_ON_WHATSAPP}
    </a>
  </LinkBox>
);

/**
 * "Share for review" (issue 31 item 6): a link that shows the month's posts awaiting approval to someone without an
 * account, who approves, asks for changes or holds them under their own name. "Revoke link" ends every link of the
 * month.
 */
export function ReviewShareSection({ links, month }: { links: ReviewLinksShown; month: string }) {
  const answer = useLastActionData<Answer<SharedLink>>();
  const made = answer?.ok && answer.intent === "review-share" ? answer.link : undefined;
  return (
    <section aria-labelledby="review-link-heading" className="grid gap-2 rounded-md border p-4">
      <h2 id="review-link-heading" className="text-lg font-semibold">
        Review without signing in
      </h2>
      <p className="text-sm text-muted-foreground">
        Anyone with a review link can see this month's posts awaiting approval and approve them, ask for changes or hold
        them, for 30 days. Each decision is recorded with the name they give.
      </p>
      <p className="text-sm" data-testid="review-links-status">
        {statusText(links)}
      </p>
      <FormAnswer intent="review-share" />
      <FormAnswer intent="review-revoke" />
      {made && <MadeLink link={made} />}
      <div className="flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="review-share" />
          <input type="hidden" name="month" value={month} />
          <Button type="submit">Share for review</Button>
        </Form>
        {links.valid > 0 && (
          <Form method="post">
            <input type="hidden" name="intent" value="review-revoke" />
            <input type="hidden" name="month" value={month} />
            <Button type="submit" variant="outline">
              Revoke link
            </Button>
          </Form>
        )}
      </div>
    </section>
  );
}
