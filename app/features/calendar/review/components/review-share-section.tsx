import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { formatDate } from "~/lib/format";
import { type PortalTexts, usePortalTexts } from "~/lib/portal-texts";
import type { Answer } from "~/lib/result";
import { useLastActionData } from "~/lib/use-last-action-data";
import { FormAnswer } from "../../components/form-answer";
import { LinkBox } from "../../components/link-box";
import type { SharedLink } from "../share.server";

export type ReviewLinksShown = { valid: number; latestExpiry: Date | string | null };

const statusText = ({ valid, latestExpiry }: ReviewLinksShown, { m, locale }: PortalTexts) => {
  if (valid === 0 || !latestExpiry) return m.review_share_none();
  const until = formatDate(latestExpiry, locale);
  return valid === 1 ? m.review_share_one({ until }) : m.review_share_many({ count: valid, until });
};

/** The link just made: shown once, since only its hash is kept (decision 38). */
function MadeLink({ link }: { link: NonNullable<SharedLink["link"]> }) {
  const { m } = usePortalTexts();
  return (
    <LinkBox label={m.review_share_link()} url={link.url}>
      <a className="underline" href={link.whatsApp} target="_blank" rel="noopener noreferrer">
        {m.calendar_share_whatsapp()}
      </a>
    </LinkBox>
  );
}

/**
 * "Share for review" (issue 31 item 6): a link that shows the month's posts awaiting approval to someone without an
 * account, who approves, asks for changes or holds them under their own name. "Revoke link" ends every link of the
 * month.
 */
export function ReviewShareSection({ links, month }: { links: ReviewLinksShown; month: string }) {
  const texts = usePortalTexts();
  const { m } = texts;
  const answer = useLastActionData<Answer<SharedLink>>();
  const made = answer?.ok && answer.intent === "review-share" ? answer.link : undefined;
  return (
    <section aria-labelledby="review-link-heading" className="grid gap-2 rounded-md border p-4">
      <h2 id="review-link-heading" className="text-lg font-semibold">
        {m.review_share_heading()}
      </h2>
      <p className="text-sm text-muted-foreground">{m.review_share_intro()}</p>
      <p className="text-sm" data-testid="review-links-status">
        {statusText(links, texts)}
      </p>
      <FormAnswer intent="review-share" />
      <FormAnswer intent="review-revoke" />
      {made && <MadeLink link={made} />}
      <div className="flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="review-share" />
          <input type="hidden" name="month" value={month} />
          <Button type="submit">{m.review_share_button()}</Button>
        </Form>
        {links.valid > 0 && (
          <Form method="post">
            <input type="hidden" name="intent" value="review-revoke" />
            <input type="hidden" name="month" value={month} />
            <Button type="submit" variant="outline">
              {m.calendar_revoke_link()}
            </Button>
          </Form>
        )}
      </div>
    </section>
  );
}
