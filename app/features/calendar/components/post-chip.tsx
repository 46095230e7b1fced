import { useDraggable } from "@dnd-kit/core";
import { GripVerticalIcon } from "lucide-react";
import { Link } from "react-router";
import { postPage } from "~/lib/portal-areas";
import { usePortalTexts } from "~/lib/portal-texts";
import { dayOf, localValueOf } from "../colombo-time";
import type { DragData } from "./calendar-dnd";
import type { CalendarPost } from "./calendar-post";
import { MoveForm } from "./move-form";
import { PostStatusBadge } from "./status-badge";

/**
 * A post in its day: time, title, status (and its platforms in the week). When the viewer may move it, a handle
 * drags it (by pointer or keyboard; the rest of the chip stays a link to the post) and a form moves it by date.
 */
export function PostChip({ post, today, platforms }: { post: CalendarPost; today: string; platforms?: boolean }) {
  const { m } = usePortalTexts();
  const data: DragData = { title: post.title, day: dayOf(post.scheduledAt), version: post.version };
  const drag = useDraggable({ id: post.id, data, disabled: !post.movable });
  const moved = drag.transform
    ? { transform: `translate3d(${drag.transform.x}px, ${drag.transform.y}px, 0)` }
    : undefined;
  return (
    <li
      ref={drag.setNodeRef}
      style={moved}
      className={`grid gap-1 ${drag.isDragging ? "relative z-50 rounded-md bg-background shadow-lg ring-2 ring-ring" : ""}`}
    >
      <Link to={postPage(post.id)} className="grid min-w-0 gap-1 rounded-md border bg-card p-2 text-xs hover:bg-muted">
        <span className="font-semibold wrap-anywhere">
          {localValueOf(post.scheduledAt).slice(11)} {post.title}
        </span>
        {platforms && <span className="text-muted-foreground wrap-anywhere">{post.platforms.join(", ")}</span>}
        <PostStatusBadge status={post.status} className="max-w-full wrap-anywhere" />
      </Link>
      {/* Under the chip, not beside it: a narrow day keeps the chip's whole width for its words. */}
      {post.movable && (
        <div className="flex min-w-0 items-start gap-1">
          <button
            type="button"
            ref={drag.setActivatorNodeRef}
            {...drag.attributes}
            {...drag.listeners}
            aria-label={m.calendar_drag({ title: post.title })}
            className="flex size-7 shrink-0 cursor-grab touch-none items-center justify-center rounded border bg-card text-muted-foreground hover:bg-muted"
          >
            <GripVerticalIcon aria-hidden="true" className="size-4" />
          </button>
          <MoveForm post={post} today={today} />
        </div>
      )}
    </li>
  );
}
