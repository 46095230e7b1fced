import { useId, useState } from "react";
import { describedBy, Field } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/textarea";
import { usePortalTexts } from "~/lib/portal-texts";
import { CloseLink, HiddenFields } from "./open-in-place";
import { formWith, useCommentPost } from "./use-comment-post";

type InlineTextFormProps = {
  label: string;
  name: string;
  defaultValue?: string;
  maxLength: number;
  submit: string;
  busy: string;
  updateId: string;
  fields: Record<string, string>;
  check?: (text: string) => string | null;
  onDone: () => void;
  className?: string;
};

/**
 * One text written in place under an update (a comment's edit, a change request's reason): checked in the browser
 * first when `check` is given, then posted with `fields`; the problem stays beside the text, Cancel closes it.
 * Without JavaScript it posts as a page and Cancel goes back to update `updateId`.
 */
export function InlineTextForm(props: InlineTextFormProps) {
  const { label, name, defaultValue, maxLength, submit, busy, updateId, fields, check, onDone } = props;
  const className = props.className ?? "grid gap-2";
  const post = useCommentPost();
  const [problem, setProblem] = useState<string | undefined>();
  const id = useId();
  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const local = check?.(String(new FormData(form).get(name) ?? "")) ?? null;
    setProblem(local ?? undefined);
    if (local) return;
    if (await post.send(formWith(form, fields))) onDone();
  }
  const error = problem ?? post.error;
  return (
    <form method="post" action="/dashboard/comments" onSubmit={send} className={className} noValidate>
      <HiddenFields fields={fields} />
      <Field id={`${id}-text`} label={label} error={error}>
        <Textarea
          id={`${id}-text`}
          name={name}
          defaultValue={defaultValue}
          maxLength={maxLength}
          rows={3}
          className="min-h-20"
          {...describedBy(`${id}-text`, { error })}
          autoFocus
        />
      </Field>
      <SendOrCancel label={post.busy ? busy : submit} busy={post.busy} updateId={updateId} onCancel={onDone} />
    </form>
  );
}

function SendOrCancel({
  label,
  busy,
  updateId,
  onCancel,
}: {
  label: string;
  busy: boolean;
  updateId: string;
  onCancel: () => void;
}) {
  const { m } = usePortalTexts();
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" size="sm" disabled={busy}>
        {label}
      </Button>
      <CloseLink updateId={updateId} onClose={onCancel}>
        {m.project_cancel()}
      </CloseLink>
    </div>
  );
}
