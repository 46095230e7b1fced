import { requireUser } from "~/features/accounts/session.server";
import { listProjectsFor } from "~/features/projects/projects.server";
import { readImage } from "~/lib/storage.server";
import type { Route } from "./+types/screenshots";

/** A screenshot, served only to users who may see its project (the key starts with the project's id). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const key = params["*"] ?? "";
  const projectId = key.split("/")[0] ?? "";
  const visible = await listProjectsFor(context.db, user);
  if (!visible.some((p) => p.id === projectId)) return new Response("Not Found", { status: 404 });
  const image = await readImage(context.env, key);
  if (!image) return new Response("Not Found", { status: 404 });
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      "Content-Type": image.type,
      "Cache-Control": "private, max-age=86400",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
