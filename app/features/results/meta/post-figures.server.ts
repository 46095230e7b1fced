import { and, eq, isNotNull } from "drizzle-orm";
import { posts, projects } from "#db/schema";
import type { Db } from "~/lib/db.server";
import type { Snapshot } from "../store.server";
import { listPublished, readInsights } from "./client.server";
import type { MetaSettings } from "./settings.server";

// Lifetime figures of one post; `post_engaged_users` is gone since March 2024, post clicks count the engagement.
export const FACEBOOK_POST_METRICS = ["post_impressions_unique", "post_clicks"];
export const INSTAGRAM_MEDIA_METRICS = ["reach", "total_interactions"];

// Facebook's old-style permalinks name the post in the query; elsewhere the query is tracking and is dropped.
const QUERY_PATHS = new Set(["/permalink.php", "/story.php", "/photo.php", "/photo", "/watch"]);

/** A permalink reduced to what names the post: host without www./m., path without a trailing slash. */
export function permalinkKey(address: string) {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase().replace(/^(www|m|web)\./, "");
  const path = url.pathname.replace(/\/+$/, "") || "/";
  const params = [...url.searchParams].filter(([name]) => ["story_fbid", "id", "fbid", "v"].includes(name));
  params.sort(([a], [b]) => a.localeCompare(b));
  const query = QUERY_PATHS.has(path) ? new URLSearchParams(params).toString() : "";
  return `${host}${path}${query ? `?${query}` : ""}`;
}

/** The project's client's published calendar posts on one site, keyed by permalink. */
async function calendarPosts(db: Db, projectId: string, site: "facebook.com" | "instagram.com") {
  const rows = await db
    .select({ id: posts.id, url: posts.publishedUrl })
    .from(posts)
    .innerJoin(projects, eq(projects.clientId, posts.clientId))
    .where(and(eq(projects.id, projectId), eq(posts.status, "published"), isNotNull(posts.publishedUrl)));
  const found = new Map<string, string>();
  for (const row of rows) {
    const key = row.url ? permalinkKey(row.url) : null;
    if (key && (key.startsWith(`${site}/`) || key === site)) found.set(key, row.id);
  }
  return found;
}

type Account = { kind: "page" | "instagram"; id: string };

/**
 * Each published post's figures on one account: the calendar's posts matched to the account's own by permalink,
 * then each match's lifetime insights, stored on `day` with dimension `post:<calendar post id>`.
 */
export async function postFigures(
  db: Db,
  settings: MetaSettings,
  token: string,
  projectId: string,
  account: Account,
  day: string,
) {
  const wanted = await calendarPosts(db, projectId, account.kind === "page" ? "facebook.com" : "instagram.com");
  if (wanted.size === 0) return [];
  const rows: Snapshot[] = [];
  const source = account.kind === "page" ? ("meta-page" as const) : ("instagram" as const);
  const metrics = account.kind === "page" ? FACEBOOK_POST_METRICS : INSTAGRAM_MEDIA_METRICS;
  for (const item of await listPublished(settings, token, account.kind, account.id)) {
    const key = permalinkKey(item.permalink);
    const postId = key ? wanted.get(key) : undefined;
    if (!postId) continue;
    const data = await readInsights(settings, token, item.id, { metric: metrics.join(","), period: "lifetime" });
    for (const metric of data) {
      const value = metric.values[0]?.value ?? metric.total_value?.value;
      if (typeof value === "number")
        rows.push({ source, account: account.id, metric: metric.name, dimension: `post:${postId}`, day, value });
    }
  }
  return rows;
}
