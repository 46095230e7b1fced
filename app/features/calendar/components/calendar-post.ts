import type { PostStatus } from "../workflow";

/** A post as the calendar's views show it. */
export type CalendarPost = {
  id: string;
  title: string;
  scheduledAt: Date;
  status: PostStatus;
  platforms: string[];
  version: number;
  /** Whether the viewer may move it to another day (its writer, an admin; never once published). */
  movable: boolean;
};
