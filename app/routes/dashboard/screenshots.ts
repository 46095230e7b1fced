import { requireUser } from "~/features/accounts/index.server";
import { listProjectsFor } from "~/features/projects/projects.server";
import { screenshotParamsSchema } from "~/features/projects/updates-schema.server";
import { dbAndEnv, dbContext, storageContext } from "~/lib/context.server";
import { describeError } from "~/lib/errors.server";
import { parseValue } from "~/lib/parse.server";
import { readImage } from "~/lib/storage.server";
import type { Route } from "./+types/screenshots";

/**
 * A screenshot, served only to users who may see its project (the key starts with the project's id). Its bytes
 * are passed on as storage gives them, so a file in S3 is never held whole in this process's memory.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const address = parseValue(params, screenshotParamsSchema);
  if (!address.ok) return notFound();
  const { key, projectId } = address.value;
  const visible = await listProjectsFor(context.get(dbContext), user);
  if (!visible.some((p) => p.id === projectId)) return notFound();
  let image: Awaited<ReturnType<typeof readImage>>;
  try {
    image = await readImage(context.get(storageContext), key);
  } catch (error) {
    console.error(`Reading screenshot ${key} failed:`, describeError(error));
    return new Response("This screenshot cannot be shown right now. Please try again in a moment.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "30" },
    });
  }
  if (!image) return notFound();
  const headers = new Headers({
    "Content-Type": image.contentType,
    // Only the signed-in browser may keep it: never a shared cache between users.
    "Cache-Control": "private, max-age=86400",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  });
  if (image.length !== null) headers.set("Content-Length", String(image.length));
  if (request.method === "HEAD") {
    // React Router drops a HEAD response's body without closing it, which would keep the file (or the
    // connection to S3) open: it is closed here instead.
    await image.body.cancel();
    return new Response(null, { headers });
  }
  return new Response(image.body, { headers });
}

function notFound() {
  return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
