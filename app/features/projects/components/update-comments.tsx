import { useEffect, useId, useRef, useState } from "react";
import { DateTime } from "~/components/date-time";
import { describedBy, Field } from "~/components/forms";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { type PortalMessages, usePortalTexts } from "~/lib/portal-texts";
import { COMMENT_MAX, commentRules } from "../comment-rules";
import type { CommentView } from "../thread-view";
import { InlineTextForm } from "./inline-text-form";
import { CloseLink, OpenButton, PostForm, useOpenInPlace } from "./open-in-place";
import { formWith, useCommentPost } from "./use-comment-post";

const roleLabels: Record<CommentView["role"], (m: PortalMessages) => string> = {
  client: (m) => m.project_role_client(),
  freelancer: (m) => m.project_role_freelancer(),
  admin: (m) => m.project_role_admin(),
};

/**
 * An update's comments, oldest first (the newest last, next to the form), and one "Comment" action that opens the
 * form: a page of updates is not a page of open forms.
 */
export function UpdateComments({ updateId, comments }: { updateId: string; comments: CommentView[] }) {
  const { m } = usePortalTexts();
  const headingId = useId();
  const [writing, setWriting] = useOpenInPlace(`comment-${updateId}`);
  // Not a heading nor a landmark: the update sits under headings of different levels on each role's page, and
  // every update has one of these.
  return (
    <div className="mt-3 border-t border-border pt-3">
      <p id={headingId} className="text-xs font-semibold">
        {m.project_comments({ count: comments.length })}
      </p>
      {comments.length > 0 && (
        <ol className="mt-2 grid gap-2" aria-labelledby={headingId}>
          {comments.map((comment) => (
            <CommentItem key={comment.id} updateId={updateId} comment={comment} />
          ))}
        </ol>
      )}
      {writing ? (
        <CommentForm updateId={updateId} onDone={() => setWriting(false)} />
      ) : (
        <div className="mt-2">
          <OpenButton
            updateId={updateId}
            what={`comment-${updateId}`}
            onOpen={() => setWriting(true)}
            size="sm"
            variant="outline"
          >
            {m.project_comment()}
          </OpenButton>
        </div>
      )}
    </div>
  );
}

function CommentItem({ updateId, comment }: { updateId: string; comment: CommentView }) {
  const { m, locale } = usePortalTexts();
  const [editing, setEditing] = useOpenInPlace(`edit-${comment.id}`);
  return (
    <li className="rounded-md bg-background p-2" data-comment={comment.id}>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <span className="min-w-0 wrap-anywhere font-medium text-foreground">{comment.author}</span>
        <Badge variant="outline">{roleLabels[comment.role](m)}</Badge>
        <DateTime at={comment.createdAt} locale={locale} />
        {comment.editedAt && <span>{m.project_edited()}</span>}
      </p>
      {editing ? (
        <EditComment updateId={updateId} comment={comment} onDone={() => setEditing(false)} />
      ) : (
        <>
          {/* Text, never HTML: React escapes it, and the line breaks stay. */}
          <p className="mt-1 whitespace-pre-wrap break-words">{comment.body}</p>
          {comment.image && (
            <a
              href={`/dashboard/screenshots/${comment.image}`}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 inline-block"
            >
              <img
                src={`/dashboard/screenshots/${comment.image}`}
                alt={m.project_attached_by({ author: comment.author })}
                className="size-20 rounded-md object-cover"
                loading="lazy"
              />
            </a>
          )}
          {comment.canChange && (
            <OwnCommentActions updateId={updateId} comment={comment} onEdit={() => setEditing(true)} />
          )}
        </>
      )}
    </li>
  );
}

/** Edit and Delete on the viewer's own comment in its first 15 minutes; Delete asks once more. */
function OwnCommentActions({
  updateId,
  comment,
  onEdit,
}: {
  updateId: string;
  comment: CommentView;
  onEdit: () => void;
}) {
  const { m } = usePortalTexts();
  const post = useCommentPost();
  const [confirming, setConfirming] = useOpenInPlace(`delete-${comment.id}`);
  const fields = { intent: "delete-comment", commentId: comment.id, updateId };
  const remove = () => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    void post.send(body);
  };
  const open = { updateId, size: "sm", variant: "outline" } as const;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      {confirming ? (
        <>
          <span className="text-xs">{m.project_delete_comment_question()}</span>
          <PostForm fields={fields} send={remove}>
            <Button type="submit" size="sm" variant="destructive" disabled={post.busy}>
              {m.project_delete_comment()}
            </Button>
          </PostForm>
          <CloseLink updateId={updateId} onClose={() => setConfirming(false)}>
            {m.project_keep_it()}
          </CloseLink>
        </>
      ) : (
        <>
          {/* The name says whose comment; the visible word begins it in every language. */}
          <OpenButton {...open} what={`edit-${comment.id}`} onOpen={onEdit} aria-label={m.project_edit_your_comment()}>
            {m.project_edit()}
          </OpenButton>
          <OpenButton
            {...open}
            what={`delete-${comment.id}`}
            onOpen={() => setConfirming(true)}
            aria-label={m.project_delete_your_comment()}
          >
            {m.project_delete()}
          </OpenButton>
        </>
      )}
      {post.error && (
        <p role="alert" className="w-full text-xs text-danger-text">
          {post.error}
        </p>
      )}
    </div>
  );
}

function EditComment({ updateId, comment, onDone }: { updateId: string; comment: CommentView; onDone: () => void }) {
  const { m } = usePortalTexts();
  return (
    <InlineTextForm
      label={m.project_edit_your_comment()}
      name="body"
      defaultValue={comment.body}
      maxLength={COMMENT_MAX}
      submit={m.project_save_comment()}
      busy={m.project_saving()}
      updateId={updateId}
      fields={{ intent: "edit-comment", commentId: comment.id, updateId }}
      onDone={onDone}
      className="mt-2 grid gap-2"
    />
  );
}

/** A new comment: text (up to 5,000 characters, line breaks kept) and an optional image; closes once posted. */
function CommentForm({ updateId, onDone }: { updateId: string; onDone: () => void }) {
  const { m } = usePortalTexts();
  const post = useCommentPost();
  const [problem, setProblem] = useState<string | undefined>();
  const id = useId();
  const body = useRef<HTMLTextAreaElement>(null);
  // Opened by its button: the writing starts at once.
  useEffect(() => body.current?.focus(), []);
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const local = commentRules(m).commentProblem(String(new FormData(form).get("body") ?? ""));
    setProblem(local ?? undefined);
    if (local) return;
    if (await post.send(formWith(form, { intent: "comment", updateId }))) {
      form.reset();
      onDone();
    }
  }
  const error = problem ?? post.error;
  return (
    <form
      method="post"
      action="/dashboard/comments"
      encType="multipart/form-data"
      onSubmit={submit}
      className="mt-2 grid gap-2"
      noValidate
    >
      <input type="hidden" name="intent" value="comment" />
      <input type="hidden" name="updateId" value={updateId} />
      <Field id={`${id}-body`} label={m.project_add_comment()} error={error}>
        <Textarea
          ref={body}
          id={`${id}-body`}
          name="body"
          maxLength={COMMENT_MAX}
          rows={2}
          className="min-h-16"
          {...describedBy(`${id}-body`, { error })}
        />
      </Field>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <ImagePicker id={`${id}-image`} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={post.busy}>
            {post.busy ? m.project_posting() : m.project_post_comment()}
          </Button>
          <CloseLink updateId={updateId} onClose={onDone}>
            {m.project_cancel()}
          </CloseLink>
        </div>
      </div>
    </form>
  );
}

/** A comment's one image, with a line that says it is attached (the picker alone shows only a file name). */
function ImagePicker({ id }: { id: string }) {
  const { m } = usePortalTexts();
  const [attached, setAttached] = useState(0);
  return (
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={id} className="text-xs">
        {m.project_image_optional()}
      </Label>
      <Input
        id={id}
        name="image"
        type="file"
        accept="image/*"
        className="max-w-64 text-xs"
        aria-describedby={`${id}-attached`}
        onChange={(e) => setAttached(e.target.files?.length ?? 0)}
      />
      <p id={`${id}-attached`} aria-live="polite" className="text-xs text-muted-foreground">
        {attached > 0 ? m.project_image_attached() : null}
      </p>
    </div>
  );
}
