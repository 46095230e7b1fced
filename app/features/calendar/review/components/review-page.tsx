import { useState } from "react";
import { Form, useParams } from "react-router";
import { Field } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { useLiveRevalidation } from "~/features/realtime";
import { formatDate, formatDateTime, formatMonth } from "~/lib/format";
import { usePortalTexts } from "~/lib/portal-texts";
import { FormAnswer } from "../../components/form-answer";
import { mediaOfVariant } from "../../media/media-rules";
import { PostPreview } from "../../previews/post-preview";
import { reviewEventsPath, reviewMediaPath } from "../paths";
import type { ReviewPageData } from "../review-page.server";

type ReviewPost = ReviewPageData["posts"][number];

// Only when the link's live stream is not to be had (no EventSource in the browser, or the server refused it):
// then the page asks again this often while it is in view (decision 38).
const FALLBACK_POLL_MS = 60_000;

/** One post's decision: who decides, the reason Request changes needs, and the three buttons. */
function Decision({ post, name, onName }: { post: ReviewPost; name: string; onName: (name: string) => void }) {
  const { m } = usePortalTexts();
  const id = `decide-${post.id}`;
  return (
    <Form
      method="post"
      className="grid gap-3 rounded-md border p-3"
      aria-label={m.review_decision_on({ title: post.title })}
    >
      <input type="hidden" name="intent" value="decide" />
      <input type="hidden" name="post" value={post.id} />
      <input type="hidden" name="version" value={post.version} />
      <Field id={`${id}-name`} label={m.review_your_name()}>
        <Input
          id={`${id}-name`}
          name="name"
          required
          maxLength={80}
          autoComplete="name"
          value={name}
          onChange={(event) => onName(event.target.value)}
        />
      </Field>
      <Field id={`${id}-note`} label={m.review_reason()}>
        <Textarea id={`${id}-note`} name="note" rows={2} maxLength={2000} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="move" value="approve">
          {m.review_approve()}
        </Button>
        <Button type="submit" name="move" value="request-changes" variant="outline">
          {m.review_request_changes()}
        </Button>
        <Button type="submit" name="move" value="hold" variant="outline">
          {m.review_hold()}
        </Button>
      </div>
    </Form>
  );
}

function PostToReview({
  post,
  businessName,
  media,
  ...decision
}: {
  post: ReviewPost;
  businessName: string;
  media: ReviewPageData["media"];
  name: string;
  onName: (name: string) => void;
}) {
  const { m, locale } = usePortalTexts();
  const scheduledAt = new Date(post.scheduledAt);
  const token = useParams().token ?? "";
  const mediaOf = (platform: string) =>
    mediaOfVariant(
      media.map((item) => ({ ...item, url: reviewMediaPath(token, item.id) })),
      post.id,
      platform,
    );
  return (
    <li className="grid min-w-0 gap-3 rounded-lg border p-4">
      <h2 className="text-xl font-semibold wrap-anywhere">{post.title}</h2>
      <p className="text-sm text-muted-foreground">
        {m.review_sri_lanka({ when: formatDateTime(scheduledAt, locale) })}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {post.variants.map((v) => (
          <PostPreview
            key={v.platform}
            post={{
              ...v,
              firstComment: v.firstComment || undefined,
              media: mediaOf(v.platform),
              businessName,
              scheduledAt,
            }}
          />
        ))}
      </div>
      <Decision post={post} {...decision} />
    </li>
  );
}

/** The review link's page: the business, the month, and each post awaiting approval with its decision. */
export function ReviewPage({ data }: { data: ReviewPageData }) {
  // One name for every post of the page: typed once, sent with each decision.
  const { m, locale } = usePortalTexts();
  const [name, setName] = useState("");
  // Live over the link's own stream: a decision made elsewhere shows at once, and the page ends with the link.
  useLiveRevalidation({ url: reviewEventsPath(useParams().token ?? ""), fallbackPollMs: FALLBACK_POLL_MS });
  return (
    <main className="mx-auto grid w-full max-w-5xl min-w-0 gap-6 p-4 sm:p-8">
      <header className="grid gap-1">
        <p className="text-sm text-muted-foreground">{m.review_eyebrow()}</p>
        <h1 className="text-3xl font-bold wrap-anywhere">{data.businessName}</h1>
        <p className="text-lg">{m.review_posts_for({ month: formatMonth(data.month, "long", locale) })}</p>
        <p className="text-sm text-muted-foreground">
          {m.review_works_until({ until: formatDate(data.expiresAt, locale) })}
        </p>
      </header>
      <FormAnswer intent="decide" />
      {data.posts.length === 0 ? (
        <p>{m.review_none()}</p>
      ) : (
        <ul aria-label={m.review_posts_label()} className="grid gap-6">
          {data.posts.map((post) => (
            <PostToReview
              key={post.id}
              post={post}
              businessName={data.businessName}
              media={data.media}
              name={name}
              onName={setName}
            />
          ))}
        </ul>
      )}
    </main>
  );
}

/** A link that opens nothing: unknown (404), or expired or revoked (410). Nothing of any account is named. */
export function ReviewLinkRefused({ title, message }: { title: string; message: string }) {
  return (
    <main className="mx-auto grid w-full max-w-xl gap-2 p-4 sm:p-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{message}</p>
    </main>
  );
}
