// What routes and other features use of the content calendar (server side).
export { calendarClient, calendarClients, visiblePost } from "./access.server";
export { type CalendarView, calendarView } from "./calendar-view.server";
export { type ClientPlan, clientPlan } from "./client-plan.server";
export { monthOf, monthRange, neighbours } from "./colombo-time";
export { monthExport } from "./export.server";
export { feedAddress, feedForToken, revokeFeed, subscribeFeed } from "./feeds/feed-address.server";
export { feedWrite } from "./feeds/feed-write.server";
export { addMedia, type MediaServices } from "./media/add-media.server";
export { changeMedia } from "./media/media.server";
export { visibleMedia, writablePost } from "./media/media-access.server";
export { type MediaItem, mediaOfVariant } from "./media/media-rules";
export { type MediaInput, mediaSchemaOf, mediaUploadsOf } from "./media/media-schema.server";
export { postMediaItems } from "./media/media-view.server";
export { mediaNotFound, serveMedia } from "./media/serve-media.server";
export { listMonth, listRange, type MonthFilters, type MonthPost, monthQuota, type Quota } from "./month.server";
export { applyMove, approveAll } from "./moves.server";
export { runPostAlerts, startPostAlerts } from "./post-alerts.server";
export { type PostActor, postActor } from "./post-events.server";
export {
  monthSchemaOf,
  moveSchemaOf,
  type PostInput,
  postFormValue,
  postSchemaOf,
  rescheduleSchemaOf,
} from "./post-schema.server";
export { calendarContext, type PostView, postView } from "./post-view.server";
export { beginPostWrite } from "./post-write.server";
export { createPost, editPost } from "./posts.server";
export { reschedulePost } from "./reschedule.server";
export { openReviewLinkIds } from "./review/links.server";
