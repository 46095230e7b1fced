import type { DecisionKind } from "#db/schema/values";

/** A comment as the update list shows it (built by `listUpdateThreads`). */
export type CommentView = {
  id: string;
  body: string;
  /** A storage key, served by /dashboard/screenshots/ to those who may see the project. */
  image: string | null;
  createdAt: string | Date;
  editedAt: string | Date | null;
  /** Display name, or the desk ID when there is none. */
  author: string;
  role: "client" | "freelancer" | "admin";
  /** The viewer's own comment, still within its 15 minutes. */
  canChange: boolean;
};

/** The client's latest decision on an update. */
export type DecisionView = {
  decision: DecisionKind;
  reason: string | null;
  at: string | Date;
  by: string;
};
