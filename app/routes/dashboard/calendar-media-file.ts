import { requireUser } from "~/features/accounts/index.server";
import { mediaNotFound, serveMedia, visibleMedia } from "~/features/calendar/index.server";
import { dbAndEnv, dbContext, storageContext } from "~/lib/context.server";
import type { Route } from "./+types/calendar-media-file";

/**
 * A post's picture or video, served only to those who may see the post (its client, the client's writers, admins);
 * any other id is a 404, as if absent.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const media = await visibleMedia(context.get(dbContext), user, params.mediaId);
  if (!media) return mediaNotFound();
  return serveMedia(request, context.get(storageContext), media);
}
