/**
 * Dragging a post to another day (decision 39), with @dnd-kit/core: by pointer (mouse, pen, touch on the handle)
 * and by keyboard (space or enter on the handle, arrows between days, space or enter to drop). A drop posts the
 * same `reschedule` form as "Move to another day" through a fetcher; while it is on its way the post is shown on
 * its new day. Imported by the calendar's views only, so the library is in the calendar route's script alone.
 */
import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import type { ReactNode } from "react";
import { useFetcher, useFetchers, useLocation } from "react-router";
import { formatDate } from "~/lib/format";
import { type PortalTexts, usePortalTexts } from "~/lib/portal-texts";
import { addDays, dayOf, onDay } from "../colombo-time";

/** The drags' fetcher: the page's answer line reads what the server said. */
export const RESCHEDULE_FETCHER = "calendar-reschedule";

/** What a dragged post carries. */
export type DragData = { title: string; day: string; version: number };

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 7, ArrowUp: -7 };

/**
 * Arrow keys go from day to day (up and down by a week), skipping days the page hides (a phone's agenda shows only
 * days with posts). The dragged post is put over the middle of the day, so the closest centre is that day.
 */
export const dayByDay: KeyboardCoordinateGetter = (event, { active, context }) => {
  const step = STEPS[event.code];
  if (step === undefined) return undefined;
  event.preventDefault();
  const { droppableRects, collisionRect, over } = context;
  const from = String(over?.id ?? (context.active?.data.current as DragData | undefined)?.day ?? active);
  if (!collisionRect || !droppableRects.has(from)) return undefined;
  let day = from;
  for (let i = 0; i < 62; i++) {
    day = addDays(day, step);
    const rect = droppableRects.get(day);
    if (!rect) return undefined;
    if (rect.width > 0) {
      return {
        x: rect.left + rect.width / 2 - collisionRect.width / 2,
        y: rect.top + rect.height / 2 - collisionRect.height / 2,
      };
    }
  }
  return undefined;
};

/** The day under the pointer; for the keyboard (no pointer), the closest shown day. */
const dayUnder: CollisionDetection = (args) => {
  const shown = args.droppableContainers.filter((c) => (args.droppableRects.get(c.id)?.width ?? 0) > 0);
  const under = pointerWithin({ ...args, droppableContainers: shown });
  return under.length > 0 ? under : closestCenter({ ...args, droppableContainers: shown });
};

/** What a screen reader hears while a post is dragged, in the portal's language. */
function announcementsIn({ m, locale }: PortalTexts): Announcements {
  const titleOf = (data: unknown) => (data as DragData | undefined)?.title ?? m.calendar_drag_post();
  const dayName = (id: unknown) => formatDate(String(id), locale);
  return {
    onDragStart: ({ active }) => m.calendar_drag_start({ title: titleOf(active.data.current) }),
    onDragOver: ({ active, over }) =>
      over
        ? m.calendar_drag_over({ title: titleOf(active.data.current), day: dayName(over.id) })
        : m.calendar_drag_over_none({ title: titleOf(active.data.current) }),
    onDragEnd: ({ active, over }) =>
      over
        ? m.calendar_drag_end({ title: titleOf(active.data.current), day: dayName(over.id) })
        : m.calendar_drag_stays({ title: titleOf(active.data.current) }),
    onDragCancel: ({ active }) => m.calendar_drag_cancel({ title: titleOf(active.data.current) }),
  };
}

/** The calendar's drag and drop: a drop on another day sends the post there, keeping its time of day. */
export function CalendarDnd({ children }: { children: ReactNode }) {
  const texts = usePortalTexts();
  const fetcher = useFetcher({ key: RESCHEDULE_FETCHER });
  const location = useLocation();
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: dayByDay }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const data = active.data.current as DragData | undefined;
    if (!over || !data || over.id === data.day) return;
    void fetcher.submit(
      { intent: "reschedule", post: String(active.id), day: String(over.id), version: String(data.version) },
      { method: "post", action: `${location.pathname}${location.search}` },
    );
  };
  return (
    <DndContext
      id="calendar-days"
      sensors={sensors}
      collisionDetection={dayUnder}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: announcementsIn(texts),
        screenReaderInstructions: { draggable: texts.m.calendar_drag_instructions() },
      }}
    >
      {children}
    </DndContext>
  );
}

/** The posts as the page shows them while moves are on their way: each on the day it is being moved to. */
export function useShownPosts<T extends { id: string; scheduledAt: Date }>(posts: T[]): T[] {
  const fetchers = useFetchers();
  const moving = new Map<string, string>();
  for (const f of fetchers) {
    if (f.formData?.get("intent") !== "reschedule") continue;
    moving.set(String(f.formData.get("post")), String(f.formData.get("day")));
  }
  if (moving.size === 0) return posts;
  return posts.map((post) => {
    const day = moving.get(post.id);
    const at = day && day !== dayOf(post.scheduledAt) ? onDay(post.scheduledAt, day) : null;
    return at ? { ...post, scheduledAt: at } : post;
  });
}
