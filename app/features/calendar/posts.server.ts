import { and, eq, sql } from "drizzle-orm";
import { posts, postVariants } from "#db/schema";
import type { SessionUser } from "~/features/accounts/index.server";
import type { Db } from "~/lib/db.server";
import type { PortalTexts } from "~/lib/portal-texts";
import { fail, ok, type Result } from "~/lib/result";
import { visiblePost, writersOf } from "./access.server";
import { clientPlan } from "./client-plan.server";
import { keepVersions } from "./history/versions.server";
import { type CalendarMessages, calendarMessages } from "./messages";
import { captionProblems, type Platform } from "./platforms";
import { type PostActor, publishPosts, recordPostEvent } from "./post-events.server";
import { variantField } from "./post-form";
import type { PostInput } from "./post-schema.server";
import { EDITABLE } from "./workflow";

/**
 * What makes a post's content unfit for this client: a platform they did not choose (or their plan does not pay
 * for), a caption over its platform's limits. Each problem is put on its field.
 */
async function contentProblem(db: Db, clientId: string, input: PostInput, texts: PortalTexts): Promise<Result> {
  const { platforms } = await clientPlan(db, clientId);
  for (const variant of input.variants) {
    const platform = variant.platform as Platform;
    if (!platforms.includes(platform)) return fail("invalid", calendarMessages(texts.m).platformNotChosen(platform));
    const [problem] = captionProblems(texts, platform, variant.caption, variant.hashtags);
    if (problem) return fail("invalid", problem, { fields: { [variantField("caption", platform)]: problem } });
  }
  return ok();
}

/** The writer a post gets: a freelancer writes their own; an admin picks one of the client's writers, or none. */
async function writerOf(
  db: Db,
  user: SessionUser,
  clientId: string,
  chosen: string | null,
  m: CalendarMessages,
): Promise<Result<string | null>> {
  if (user.role === "freelancer") return ok(user.id);
  if (chosen === null) return ok(null);
  const writers = await writersOf(db, clientId);
  return writers.some((w) => w.id === chosen) ? ok(chosen) : fail("invalid", m.writerNotAssigned);
}

const variantRows = (postId: string, input: PostInput) =>
  input.variants.map((v) => ({
    postId,
    platform: v.platform,
    caption: v.caption,
    hashtags: v.hashtags,
    firstComment: v.firstComment,
  }));

/**
 * A new post in Draft on the client's calendar, by an admin or one of the client's writers (the route has checked
 * that the user may see the client's calendar).
 */
export async function createPost(
  db: Db,
  user: SessionUser,
  clientId: string,
  input: PostInput,
  actor: PostActor,
  texts: PortalTexts,
): Promise<Result<{ id: string; message: string }>> {
  const m = calendarMessages(texts.m);
  if (user.role === "client") return fail("forbidden", m.notWriter);
  const content = await contentProblem(db, clientId, input, texts);
  if (!content.ok) return content;
  const writer = await writerOf(db, user, clientId, input.writer, m);
  if (!writer.ok) return writer;
  return db.transaction(async (tx) => {
    const [post] = await tx
      .insert(posts)
      .values({ clientId, title: input.title, scheduledAt: input.scheduledAt, assignedFreelancerId: writer.value })
      .returning({ id: posts.id });
    if (!post) throw new Error("post insert returned no row");
    await tx.insert(postVariants).values(variantRows(post.id, input));
    await recordPostEvent(tx, actor, { postId: post.id, from: null, to: "draft", note: null, action: "post-created" });
    await publishPosts(tx, clientId);
    return ok({ id: post.id, message: m.created });
  });
}

/**
 * The post's title, date and variants, replaced as the form has them, while it is still the writer's (Draft, In
 * review, Changes requested). Saved only over the version the form was made from: an edit or a move meanwhile
 * makes this one a conflict rather than undoing it.
 */
export async function editPost(
  db: Db,
  user: SessionUser,
  postId: string,
  input: PostInput,
  actor: PostActor,
  texts: PortalTexts,
): Promise<Result<{ message: string }>> {
  const m = calendarMessages(texts.m);
  const post = await visiblePost(db, user, postId);
  if (!post) return fail("not-found", m.postNotFound);
  if (user.role === "client" || (user.role === "freelancer" && post.assignedFreelancerId !== user.id)) {
    return fail("forbidden", m.notWriter);
  }
  if (!EDITABLE.includes(post.status)) return fail("conflict", m.notEditable);
  const content = await contentProblem(db, post.clientId, input, texts);
  if (!content.ok) return content;
  const writer =
    user.role === "admin" ? await writerOf(db, user, post.clientId, input.writer, m) : ok(post.assignedFreelancerId);
  if (!writer.ok) return writer;
  const expected = input.version ?? post.version;
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .update(posts)
      .set({
        title: input.title,
        scheduledAt: input.scheduledAt,
        assignedFreelancerId: writer.value,
        version: sql`${posts.version} + 1`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(posts.id, postId),
          eq(posts.version, expected),
          sql`${posts.status} in ('draft', 'in_review', 'changes_requested')`,
        ),
      )
      .returning({ id: posts.id });
    if (!saved) return fail("conflict", m.stale);
    await keepVersions(tx, post, input, actor);
    await tx.delete(postVariants).where(eq(postVariants.postId, postId));
    await tx.insert(postVariants).values(variantRows(postId, input));
    await recordPostEvent(tx, actor, {
      postId,
      from: post.status,
      to: post.status,
      note: "Edited",
      action: "post-edited",
    });
    await publishPosts(tx, post.clientId);
    return ok({ message: m.saved });
  });
}
