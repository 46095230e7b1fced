import { and, eq } from "drizzle-orm";
import { projects, projectUpdates } from "#db/schema";
import type { SessionUser } from "~/features/accounts/index.server";
import { publishChange } from "~/lib/changes.server";
import type { Db } from "~/lib/db.server";
import { imageTypeOf, MAX_IMAGE_BYTES, MAX_IMAGES, type Storage, storeImage } from "~/lib/storage.server";
import { changeProjectIn } from "./manage.server";
import { projectMessages } from "./messages";

export type UpdateResult = { ok: true; message: string } | { ok: false; status: number; message: string };

/** An integer clamped to 0-100; anything non-numeric is 0. */
export function clampProgress(value: unknown) {
  const n = Math.round(Number(value));
  return Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : 0;
}

/**
 * A freelancer's progress update on a project assigned to them: the record, the project's new progress
 * (the client's bar must move; docs/product.md, Projects and updates), and each screenshot in storage after a content check.
 */
export async function addProgressUpdate(
  db: Db,
  storage: Storage,
  user: SessionUser,
  form: FormData,
): Promise<UpdateResult> {
  const projectId = String(form.get("projectId") ?? "");
  const [project] = /^[0-9a-f-]{36}$/.test(projectId)
    ? await db
        .select()
        .from(projects)
        .where(and(eq(projects.id, projectId), eq(projects.assignedFreelancerId, user.id)))
        .limit(1)
    : [];
  if (!project) return { ok: false, status: 404, message: "Project not found" };

  const files = form.getAll("screenshots").filter((f): f is File => typeof f !== "string" && f.size > 0);
  if (files.length > MAX_IMAGES)
    return { ok: false, status: 400, message: `At most ${MAX_IMAGES} screenshots per update` };
  const images: Uint8Array[] = [];
  for (const file of files) {
    if (file.size > MAX_IMAGE_BYTES) return { ok: false, status: 400, message: "Each screenshot must be at most 5 MB" };
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (!imageTypeOf(bytes)) return { ok: false, status: 400, message: projectMessages.onlyImages };
    images.push(bytes);
  }
  const notes = String(form.get("notes") ?? "")
    .trim()
    .slice(0, 5000);
  const progress = clampProgress(form.get("progress"));
  const keys: string[] = [];
  try {
    for (const bytes of images) keys.push(await storeImage(storage, project.id, bytes));
  } catch (error) {
    console.error("Storing a screenshot failed:", error);
    await removeAll(storage, keys);
    return { ok: false, status: 503, message: screenshotsUnavailable };
  }
  // Set inside the transaction callback, hence the cast: TypeScript would otherwise narrow it to null.
  let refused = null as UpdateResult | null;
  try {
    await db.transaction(async (tx) => {
      // The state machine, under the row lock: still this freelancer's, not completed meanwhile (409).
      const change = await changeProjectIn(tx, project.id, { type: "progress", freelancerId: user.id, progress });
      if (!change.ok) {
        refused = change;
        return;
      }
      await tx
        .insert(projectUpdates)
        .values({ projectId: project.id, updatedBy: user.id, progress, notes, screenshots: keys });
      // Delivered when the transaction commits, to every process's listeners.
      await publishChange(tx, {
        kind: "update",
        projectId: project.id,
        clientId: project.clientId,
        freelancerIds: [user.id],
      });
    });
  } catch (error) {
    // No update row names these files, so nobody could ever see them: they go too.
    await removeAll(storage, keys);
    throw error;
  }
  if (refused) {
    await removeAll(storage, keys);
    return refused;
  }
  return { ok: true, message: projectMessages.progressUpdated };
}

const screenshotsUnavailable = "Your screenshots could not be saved just now. Nothing was changed: please try again.";

/** Best effort: a file left behind is only wasted space, so a failure here is logged, not raised. */
async function removeAll(storage: Storage, keys: string[]) {
  for (const key of keys)
    await storage.delete(key).catch((error) => console.error(`Removing screenshot ${key} failed:`, error));
}

/** Marks Google Analytics connected (one way) on a project assigned to the freelancer. */
export async function connectAnalytics(db: Db, user: SessionUser, form: FormData): Promise<UpdateResult> {
  const projectId = String(form.get("projectId") ?? "");
  if (!/^[0-9a-f-]{36}$/.test(projectId)) return { ok: false, status: 404, message: "Project not found" };
  const updated = await db
    .update(projects)
    .set({ googleAnalyticsConnected: true })
    .where(and(eq(projects.id, projectId), eq(projects.assignedFreelancerId, user.id)))
    .returning({ id: projects.id, clientId: projects.clientId });
  const [project] = updated;
  if (!project) return { ok: false, status: 404, message: "Project not found" };
  await publishChange(db, {
    kind: "project",
    projectId: project.id,
    clientId: project.clientId,
    freelancerIds: [user.id],
  });
  return { ok: true, message: projectMessages.gaConnected };
}
