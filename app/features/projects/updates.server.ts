import { and, eq } from "drizzle-orm";
import { projects, projectUpdates } from "#db/schema";
import type { SessionUser } from "~/features/accounts/index.server";
import { notifyProgressUpdate } from "~/features/notifications/index.server";
import { englishTexts } from "~/lib/actor-texts.server";
import { publishChange } from "~/lib/changes.server";
import type { Db } from "~/lib/db.server";
import type { PortalTexts } from "~/lib/portal-texts";
import { fail, ok, type Result } from "~/lib/result";
import { imageTypeOfFile, type Storage, storeImage } from "~/lib/storage.server";
import { UUID_PATTERN } from "~/lib/validation";
import { changeProjectIn, type ProjectChange } from "./manage.server";
import { type ProjectAnswers, projectAnswers } from "./messages";
import type { ProgressInput } from "./updates-schema.server";
import { checkUploadCap, checkUploadCapLocked } from "./upload-cap.server";

export { clampProgress } from "./progress";

type Project = typeof projects.$inferSelect;
export type UpdateResult = Result<{ message: string }>;

const englishAnswers = projectAnswers(englishTexts.m);
const notFound = (a: ProjectAnswers) => fail("not-found", a.notFound);

/** The project when it is assigned to this freelancer; a malformed id is simply no such project. */
async function assignedProject(db: Db, user: SessionUser, projectId: string): Promise<Project | null> {
  if (!UUID_PATTERN.test(projectId)) return null;
  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.assignedFreelancerId, user.id)))
    .limit(1);
  return project ?? null;
}

/**
 * The files, once each is known to be an image by its first bytes (not its name or stated type). The upload reader
 * checked them as they arrived; this holds for files from anywhere, and reads no more than their heads.
 */
async function checkImages(files: File[], a: ProjectAnswers): Promise<Result<File[]>> {
  for (const file of files) if (!(await imageTypeOfFile(file))) return fail("invalid", a.onlyImages);
  return ok(files);
}

/** Stores the images under the project; on a failure, what was stored goes again and nothing is kept. */
async function storeAll(
  storage: Storage,
  projectId: string,
  images: File[],
  a: ProjectAnswers,
): Promise<Result<string[]>> {
  const keys: string[] = [];
  try {
    for (const file of images) keys.push(await storeImage(storage, projectId, file));
    return ok(keys);
  } catch (error) {
    console.error("Storing a screenshot failed:", error);
    await removeAll(storage, keys);
    return fail("unavailable", a.screenshotsUnavailable);
  }
}

/**
 * The update row and the project's new progress in one transaction, through the state machine under the row
 * lock (still this freelancer's, not completed meanwhile: a conflict). The change feed hears of it on commit.
 */
async function recordUpdate(
  db: Db,
  user: SessionUser,
  project: Project,
  input: ProgressInput,
  keys: string[],
  a: ProjectAnswers,
  texts: PortalTexts,
) {
  const bytes = totalBytes(input.screenshots);
  return db.transaction(async (tx): Promise<Result<ProjectChange>> => {
    const cap = await checkUploadCapLocked(tx, project.id, bytes, texts);
    if (!cap.ok) return cap;
    const event = { type: "progress", freelancerId: user.id, progress: input.progress } as const;
    const change = await changeProjectIn(tx, project.id, event, a);
    if (!change.ok) return change;
    await tx.insert(projectUpdates).values({
      projectId: project.id,
      updatedBy: user.id,
      progress: input.progress,
      previousProgress: change.value.before.progress,
      notes: input.notes,
      screenshots: keys,
      screenshotBytes: bytes,
    });
    await publishChange(tx, {
      kind: "update",
      projectId: project.id,
      clientId: project.clientId,
      freelancerIds: [user.id],
    });
    await notifyProgressUpdate(tx, {
      projectId: project.id,
      progress: input.progress,
      previous: change.value.before.progress,
      notes: input.notes,
      actorId: user.id,
    });
    return change;
  });
}

/**
 * A freelancer's progress update on a project assigned to them: the record, the project's new progress
 * (the client's bar must move; docs/product.md, Projects and updates), and each screenshot in storage after a content check.
 * Answered in `a`, the monthly upload cap's refusal in `texts` (the freelancer's language; English by default).
 */
export async function addProgressUpdate(
  db: Db,
  storage: Storage,
  user: SessionUser,
  input: ProgressInput,
  a: ProjectAnswers = englishAnswers,
  texts: PortalTexts = englishTexts,
): Promise<UpdateResult> {
  const project = await assignedProject(db, user, input.projectId);
  if (!project) return notFound(a);
  const images = await checkImages(input.screenshots, a);
  if (!images.ok) return images;
  // Refused before anything is stored; counted again under the project's lock when the update is recorded.
  const cap = await checkUploadCap(db, project.id, totalBytes(images.value), texts);
  if (!cap.ok) return cap;
  const stored = await storeAll(storage, project.id, images.value, a);
  if (!stored.ok) return stored;
  let change: Result<ProjectChange>;
  try {
    change = await recordUpdate(db, user, project, input, stored.value, a, texts);
  } catch (error) {
    // No update row names these files, so nobody could ever see them: they go too.
    await removeAll(storage, stored.value);
    throw error;
  }
  if (!change.ok) {
    await removeAll(storage, stored.value);
    return change;
  }
  return ok({ message: a.progressUpdated });
}

const totalBytes = (files: File[]) => files.reduce((sum, file) => sum + file.size, 0);

/** Best effort: a file left behind is only wasted space, so a failure here is logged, not raised. */
async function removeAll(storage: Storage, keys: string[]) {
  for (const key of keys)
    await storage.delete(key).catch((error) => console.error(`Removing screenshot ${key} failed:`, error));
}

/** Marks Google Analytics connected (one way) on a project assigned to the freelancer. */
export async function connectAnalytics(
  db: Db,
  user: SessionUser,
  input: { projectId: string },
  a: ProjectAnswers = englishAnswers,
): Promise<UpdateResult> {
  if (!UUID_PATTERN.test(input.projectId)) return notFound(a);
  const [project] = await db
    .update(projects)
    .set({ googleAnalyticsConnected: true })
    .where(and(eq(projects.id, input.projectId), eq(projects.assignedFreelancerId, user.id)))
    .returning({ id: projects.id, clientId: projects.clientId });
  if (!project) return notFound(a);
  await publishChange(db, {
    kind: "project",
    projectId: project.id,
    clientId: project.clientId,
    freelancerIds: [user.id],
  });
  return ok({ message: a.gaConnected });
}
