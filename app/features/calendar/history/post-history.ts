/**
 * A post's History as the page shows it (decision 40): the moves and edits of `post_events`, each edit made after
 * the post reached the client with what it changed since the version before, and what changed since the client last
 * asked for changes. Pure and Zod-free: the loader builds it, the page renders it, a unit test reads it.
 */
import type { PostStatus } from "../workflow";

export type VersionContent = {
  number: number;
  title: string;
  scheduledAt: Date;
  variants: { platform: string; caption: string; hashtags: string[]; firstComment: string }[];
  by: string;
  at: Date;
};

export type HistoryEvent = {
  id: string;
  from: PostStatus | null;
  to: PostStatus;
  by: string;
  at: Date;
  note: string | null;
};

/** One text of one platform that differs between two versions. */
export type TextChange = {
  platform: string;
  field: "Caption" | "Hashtags" | "First comment";
  before: string;
  after: string;
};

export type VersionChanges = {
  from: number;
  to: number;
  title: { before: string; after: string } | null;
  scheduledAt: { before: Date; after: Date } | null;
  texts: TextChange[];
};

export type HistoryEntry = HistoryEvent & { version: number | null; changes: VersionChanges | null };

const fields = [
  ["Caption", (v: VersionContent["variants"][number]) => v.caption],
  ["Hashtags", (v: VersionContent["variants"][number]) => v.hashtags.join(" ")],
  ["First comment", (v: VersionContent["variants"][number]) => v.firstComment],
] as const;

/** What differs between two versions: title, time, and each platform's texts (a platform added or dropped too). */
export function changesBetween(before: VersionContent, after: VersionContent): VersionChanges {
  const platforms = [...new Set([...after.variants, ...before.variants].map((v) => v.platform))];
  const texts: TextChange[] = [];
  for (const platform of platforms) {
    const a = before.variants.find((v) => v.platform === platform);
    const b = after.variants.find((v) => v.platform === platform);
    for (const [field, read] of fields) {
      const [was, now] = [a ? read(a) : "", b ? read(b) : ""];
      if (was !== now) texts.push({ platform, field, before: was, after: now });
    }
  }
  return {
    from: before.number,
    to: after.number,
    title: before.title === after.title ? null : { before: before.title, after: after.title },
    scheduledAt:
      before.scheduledAt.getTime() === after.scheduledAt.getTime()
        ? null
        : { before: before.scheduledAt, after: after.scheduledAt },
    texts,
  };
}

/**
 * The history's lines, oldest first: version 1 beside the move that first sent the post to the client, each later
 * version beside its edit (written in the same transaction, so at the same time), with its changes.
 */
export function historyEntries(events: HistoryEvent[], versions: VersionContent[]): HistoryEntry[] {
  const firstSend = events.find((e) => e.to === "awaiting_client" && e.from !== e.to);
  return events.map((event) => {
    if (event === firstSend && versions[0]?.number === 1) return { ...event, version: 1, changes: null };
    if (event.from !== event.to) return { ...event, version: null, changes: null };
    const index = versions.findIndex((v) => v.number > 1 && v.at.getTime() === event.at.getTime());
    const [before, after] = [versions[index - 1], versions[index]];
    if (!before || !after) return { ...event, version: null, changes: null };
    return { ...event, version: after.number, changes: changesBetween(before, after) };
  });
}

/**
 * What changed between the version the client last asked changes on and the current one, with their reason; null
 * when they never asked, or nothing was edited since.
 */
export function changedSinceAsked(events: HistoryEvent[], versions: VersionContent[]) {
  const ask = events.findLast((e) => e.from === "awaiting_client" && e.to === "changes_requested");
  const current = versions.at(-1);
  if (!ask || !current) return null;
  const asked = versions.findLast((v) => v.at.getTime() <= ask.at.getTime());
  if (!asked || asked.number === current.number) return null;
  return { reason: ask.note, askedAt: ask.at, changes: changesBetween(asked, current) };
}

export type SinceAsked = NonNullable<ReturnType<typeof changedSinceAsked>>;
