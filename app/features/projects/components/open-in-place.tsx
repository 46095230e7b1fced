import type { ReactNode } from "react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";
import { updateLink } from "../comment-rules";

/**
 * What an update's page opens in place (a change request's form, a comment's edit, a delete's confirmation):
 * state in the browser, and `?open=` in the address for a page without JavaScript, where the buttons below are
 * forms that load the page again with it open.
 */
export function useOpenInPlace(what: string) {
  const [params] = useSearchParams();
  return useState(params.get("open") === what);
}

/** A button that opens `what` under update `updateId`: at once with JavaScript, by a page load without. */
export function OpenButton({
  updateId,
  what,
  onOpen,
  children,
  ...button
}: { updateId: string; what: string; onOpen: () => void; children: ReactNode } & Omit<ButtonProps, "type">) {
  return (
    <form
      method="get"
      action={`/dashboard#update-${updateId}`}
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        onOpen();
      }}
    >
      <input type="hidden" name="tab" value="projects" />
      <input type="hidden" name="update" value={updateId} />
      <input type="hidden" name="open" value={what} />
      <Button type="submit" {...button}>
        {children}
      </Button>
    </form>
  );
}

/** Closes what was opened: a link back to the update, followed as a page only without JavaScript. */
export function CloseLink({
  updateId,
  onClose,
  children,
}: {
  updateId: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Button asChild size="sm" variant="outline">
      <a
        href={updateLink(updateId)}
        onClick={(event) => {
          event.preventDefault();
          onClose();
        }}
      >
        {children}
      </a>
    </Button>
  );
}

/** A write posted as a form: by `send` with JavaScript, as a page (the server answers with a redirect) without. */
export function PostForm({
  fields,
  send,
  className,
  children,
}: {
  fields: Record<string, string>;
  send: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      action="/dashboard/comments"
      className={className ?? "contents"}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <HiddenFields fields={fields} />
      {children}
    </form>
  );
}

/** The values a write needs besides what the person types (its intent, the id it is about), for a page post. */
export function HiddenFields({ fields }: { fields: Record<string, string> }) {
  return Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}
