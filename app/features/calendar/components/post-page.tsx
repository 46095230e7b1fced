import { ArrowLeftIcon } from "lucide-react";
import { Form, Link } from "react-router";
import { Field, TextField } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/textarea";
import { formatDateTime } from "~/lib/format";
import { usePortalTexts } from "~/lib/portal-texts";
import type { Role } from "~/lib/validation";
import { PostComments } from "../comments/post-comments";
import { PostHistory } from "../history/post-history-list";
import { VariantMedia } from "../media/components/variant-media";
import { mediaOfVariant } from "../media/media-rules";
import type { Platform } from "../platforms";
import { calendarPage } from "../post-url";
import type { PostView } from "../post-view.server";
import { PostPreview } from "../previews/post-preview";
import { moveLabel, moveNeeds, type PostMove } from "../workflow";
import { FormAnswer } from "./form-answer";
import { PostFields } from "./post-fields";
import { PostStatusBadge } from "./status-badge";

type Data = PostView & { role: Role };

/** One move as a form: its button, with the note or live address it needs. */
function MoveForm({ move, version, client }: { move: PostMove; version: number; client: boolean }) {
  const { m } = usePortalTexts();
  const needs = moveNeeds(move);
  const id = `move-${move}`;
  return (
    <Form method="post" className="grid gap-2 rounded-md border p-3">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="move" value={move} />
      <input type="hidden" name="version" value={version} />
      {needs === "note" && (
        <Field id={`${id}-note`} label={client ? m.calendar_post_reason() : m.calendar_post_note()}>
          <Textarea id={`${id}-note`} name="note" rows={2} required />
        </Field>
      )}
      {needs === "url" && (
        <TextField id={`${id}-url`} name="url" type="url" label={m.calendar_post_live_address()} required />
      )}
      {/* Sinhala and Tamil labels run longer: the button wraps rather than overflow a phone's width. */}
      <Button type="submit" wrap className="w-fit text-left" variant={move === "approve" ? "default" : "outline"}>
        {moveLabel[move](m)}
      </Button>
    </Form>
  );
}

/**
 * Each platform's variant as that platform will show it (decision 37): folds, counts, link cards and its own media
 * (decision 41), which the writer manages beside the preview while the post may be edited.
 */
function Variants({
  variants,
  media,
  mayEdit,
  businessName,
  scheduledAt,
}: Pick<Data, "variants" | "media" | "mayEdit" | "businessName"> & { scheduledAt: Date }) {
  const { m } = usePortalTexts();
  return (
    <section aria-labelledby="variants" className="grid gap-3">
      <h2 id="variants" className="text-xl font-semibold">
        {m.calendar_post_platforms()}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {variants.map((v) => (
          <div key={v.id} className="grid content-start gap-3">
            <PostPreview
              post={{
                platform: v.platform as Platform,
                caption: v.caption,
                hashtags: v.hashtags,
                firstComment: v.firstComment ?? undefined,
                media: mediaOfVariant(media, v.postId, v.platform),
                businessName,
                scheduledAt,
              }}
            />
            {mayEdit && (
              <VariantMedia
                postId={v.postId}
                platform={v.platform as Platform}
                items={mediaOfVariant(media, v.postId, v.platform)}
              />
            )}
          </div>
        ))}
      </div>
    </section>
  );
}

function EditPost({ data }: { data: Data }) {
  const { m } = usePortalTexts();
  const { post } = data;
  const value = {
    title: post.title,
    localTime: post.localTime,
    writer: post.assignedFreelancerId,
    variants: data.variants,
  };
  return (
    <details className="rounded-lg border p-4">
      <summary className="cursor-pointer font-semibold">{m.calendar_post_edit()}</summary>
      <Form method="post" className="mt-4 grid gap-4">
        <input type="hidden" name="intent" value="edit" />
        <input type="hidden" name="version" value={post.version} />
        <PostFields
          idPrefix="edit-post"
          platforms={data.clientPlatforms as Platform[]}
          writers={data.writers}
          value={value}
        />
        <FormAnswer intent="edit" />
        <Button type="submit" className="w-fit">
          {m.calendar_post_save()}
        </Button>
      </Form>
    </details>
  );
}

/** What the admin should check before sending the post to the client (the loader words them). */
function SendWarnings({ warnings }: { warnings: string[] }) {
  const { m } = usePortalTexts();
  return (
    <div
      role="note"
      aria-label={m.calendar_post_check_before_sending()}
      className="rounded-lg border border-warning-text/60 p-3"
    >
      <p className="font-semibold text-warning-text">{m.calendar_post_check_before_sending()}</p>
      <ul className="mt-1 list-disc pl-5 text-sm">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </div>
  );
}

/** One post: its status, variants, history, and the moves and edit the viewer may make. */
export function PostPage({ data }: { data: Data }) {
  const { m, locale } = usePortalTexts();
  const { post } = data;
  return (
    <div className="grid min-w-0 gap-6">
      <div className="grid gap-2">
        <Link
          to={calendarPage({ month: post.month, client: data.role === "client" ? undefined : data.clientDeskId })}
          className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" /> {m.calendar_heading()}
        </Link>
        <h1 className="text-3xl font-bold wrap-anywhere">{post.title}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <PostStatusBadge status={post.status} />
          <span>{m.calendar_post_when({ when: formatDateTime(post.scheduledAt, locale) })}</span>
          {post.publishedUrl && (
            <a className="underline wrap-anywhere" href={post.publishedUrl} rel="noopener noreferrer">
              {m.calendar_post_live_post()}
            </a>
          )}
        </div>
      </div>
      {/* Outside the moves: a move that leaves the viewer none still says it was made. */}
      <FormAnswer intent="move" />
      {data.moves.length > 0 && (
        <section aria-labelledby="moves" className="grid gap-3">
          <h2 id="moves" className="text-xl font-semibold">
            {m.calendar_post_next_step()}
          </h2>
          {data.warnings.length > 0 && <SendWarnings warnings={data.warnings} />}
          <div className="grid gap-3 md:grid-cols-2">
            {data.moves.map((move) => (
              <MoveForm key={move} move={move} version={post.version} client={data.role === "client"} />
            ))}
          </div>
        </section>
      )}
      {data.mayEdit && <EditPost data={data} />}
      <Variants
        variants={data.variants}
        media={data.media}
        mayEdit={data.mayEdit}
        businessName={data.businessName}
        scheduledAt={new Date(data.post.scheduledAt)}
      />
      <PostHistory history={data.history} sinceAsked={data.sinceAsked} client={data.role === "client"} />
      {data.comments && <PostComments postId={post.id} comments={data.comments} client={data.role === "client"} />}
    </div>
  );
}
