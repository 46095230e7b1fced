import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { DateTime } from "~/components/date-time";
import { describedBy, Field } from "~/components/forms";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/textarea";
import { COMMENT_MAX, commentRules } from "~/features/projects/index";
import { postPage } from "~/lib/portal-areas";
import { type PortalMessages, usePortalTexts } from "~/lib/portal-texts";
import type { PostCommentView } from "./post-comments.server";

const roleLabels: Record<PostCommentView["role"], (m: PortalMessages) => string> = {
  client: (m) => m.calendar_client(),
  freelancer: (m) => m.calendar_post_writer(),
  admin: (m) => m.calendar_post_role_admin(),
};

type Answer = { ok: boolean; message?: string };

/** A comment form's fetcher: the browser's check first, the answer's refusal, and a reset once it was taken. */
function useCommentFetcher(onDone?: () => void) {
  const { m } = usePortalTexts();
  const fetcher = useFetcher<Answer>();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const answered = fetcher.state === "idle" ? fetcher.data : undefined;
  // Each answer is acted on once: the page re-renders (a live reload) without a new answer.
  const handled = useRef<Answer | undefined>(undefined);
  useEffect(() => {
    if (!answered?.ok || handled.current === answered) return;
    handled.current = answered;
    form.current?.reset();
    onDone?.();
  }, [answered, onDone]);
  const error = problem ?? (answered && !answered.ok ? answered.message : undefined);
  const send = (event: React.FormEvent<HTMLFormElement>) => {
    const local = commentRules(m).commentProblem(String(new FormData(event.currentTarget).get("body") ?? ""));
    setProblem(local);
    if (local) event.preventDefault();
  };
  return { fetcher, form, error, send };
}

/**
 * A form posted to the post's comments route by a fetcher (the page's loaders reload after it); without JavaScript
 * it posts as a page and comes back to the comments. The text is checked in the browser first by the server's rule.
 */
function CommentForm({
  postId,
  fields,
  label,
  submit,
  defaultValue,
  children,
  onDone,
}: {
  postId: string;
  fields: Record<string, string>;
  label: string;
  submit: string;
  defaultValue?: string;
  children?: React.ReactNode;
  onDone?: () => void;
}) {
  const { m } = usePortalTexts();
  const { fetcher, form, error, send } = useCommentFetcher(onDone);
  const id = useId();
  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={`${postPage(postId)}/comments`}
      onSubmit={send}
      className="grid gap-2"
      noValidate
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Field id={`${id}-body`} label={label} error={error ?? undefined}>
        <Textarea
          id={`${id}-body`}
          name="body"
          defaultValue={defaultValue}
          maxLength={COMMENT_MAX}
          rows={3}
          className="min-h-20"
          {...describedBy(`${id}-body`, { error: error ?? undefined })}
        />
      </Field>
      {children}
      <Button type="submit" size="sm" className="w-fit" disabled={fetcher.state !== "idle"}>
        {fetcher.state === "idle" ? submit : m.calendar_post_sending()}
      </Button>
    </fetcher.Form>
  );
}

/** Internal (the default: sharing is the choice made on purpose) or shared with the client. */
function Visibility() {
  const { m } = usePortalTexts();
  const id = useId();
  return (
    <fieldset className="grid gap-1 text-sm">
      <legend className="mb-1 font-medium">{m.calendar_post_who_sees_it()}</legend>
      <label htmlFor={`${id}-internal`} className="flex items-center gap-2">
        <input id={`${id}-internal`} type="radio" name="visibility" value="internal" defaultChecked />
        {m.calendar_post_internal_agency_only()}
      </label>
      <label htmlFor={`${id}-shared`} className="flex items-center gap-2">
        <input id={`${id}-shared`} type="radio" name="visibility" value="shared" />
        {m.calendar_post_shared_with_client()}
      </label>
    </fieldset>
  );
}

function DeleteComment({ postId, commentId }: { postId: string; commentId: string }) {
  const { m } = usePortalTexts();
  const fetcher = useFetcher<Answer>();
  const answered = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <fetcher.Form method="post" action={`${postPage(postId)}/comments`} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="delete-comment" />
      <input type="hidden" name="commentId" value={commentId} />
      {/* The name says whose comment; the visible word begins it in every language. */}
      <Button type="submit" size="sm" variant="outline" aria-label={m.calendar_post_delete_your_comment()}>
        {m.calendar_post_delete()}
      </Button>
      {answered && !answered.ok && (
        <span role="alert" className="text-xs text-danger-text">
          {answered.message}
        </span>
      )}
    </fetcher.Form>
  );
}

function CommentItem({ postId, comment }: { postId: string; comment: PostCommentView }) {
  const { m } = usePortalTexts();
  const [editing, setEditing] = useState(false);
  return (
    <li id={`comment-${comment.id}`} className="min-w-0 rounded-md border p-3 text-sm">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <span className="min-w-0 wrap-anywhere font-medium text-foreground">{comment.author}</span>
        <Badge variant="outline">{roleLabels[comment.role](m)}</Badge>
        {comment.internal ? (
          <Badge variant="secondary">{m.calendar_post_internal()}</Badge>
        ) : (
          <Badge variant="outline">{m.calendar_post_shared()}</Badge>
        )}
        <DateTime at={comment.createdAt} />
        {comment.editedAt && <span>{m.calendar_post_edited_mark()}</span>}
      </p>
      {editing ? (
        <div className="mt-2">
          <CommentForm
            postId={postId}
            fields={{ intent: "edit-comment", commentId: comment.id }}
            label={m.calendar_post_edit_your_comment()}
            submit={m.calendar_post_save_comment()}
            defaultValue={comment.body}
            onDone={() => setEditing(false)}
          />
        </div>
      ) : (
        <p className="mt-1 whitespace-pre-wrap break-words">{comment.body}</p>
      )}
      {comment.canChange && !editing && (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => setEditing(true)}
            aria-label={m.calendar_post_edit_your_comment()}
          >
            {m.calendar_post_edit_comment()}
          </Button>
          <DeleteComment postId={postId} commentId={comment.id} />
        </div>
      )}
    </li>
  );
}

/**
 * The post's comments, oldest first, and the form for a new one: the agency chooses Internal or Shared, the client
 * writes shared ones only (and never receives the internal ones).
 */
export function PostComments({
  postId,
  comments,
  client,
}: {
  postId: string;
  comments: PostCommentView[];
  client: boolean;
}) {
  const { m } = usePortalTexts();
  return (
    <section id="comments" aria-labelledby="comments-heading" className="grid min-w-0 gap-3">
      <h2 id="comments-heading" className="text-xl font-semibold">
        {m.calendar_post_comments({ count: comments.length })}
      </h2>
      {comments.length > 0 && (
        <ol className="grid gap-2" aria-labelledby="comments-heading">
          {comments.map((comment) => (
            <CommentItem key={comment.id} postId={postId} comment={comment} />
          ))}
        </ol>
      )}
      <CommentForm
        postId={postId}
        fields={client ? { intent: "comment", visibility: "shared" } : { intent: "comment" }}
        label={m.calendar_post_add_comment()}
        submit={m.calendar_post_post_comment()}
      >
        {!client && <Visibility />}
      </CommentForm>
    </section>
  );
}
