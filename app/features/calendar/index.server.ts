// What routes and other features use of the content calendar (server side).
export { calendarClient, calendarClients, visiblePost } from "./access.server";
export { type CalendarView, calendarView } from "./calendar-view.server";
export { type ClientPlan, clientPlan } from "./client-plan.server";
export { monthOf, monthRange, neighbours } from "./colombo-time";
export { monthExport } from "./export.server";
export { feedAddress, feedForToken, revokeFeed, subscribeFeed } from "./feeds/feed-address.server";
export { feedWrite } from "./feeds/feed-write.server";
export { listMonth, type MonthFilters, type MonthPost, monthQuota, type Quota } from "./month.server";
export { applyMove, approveAll } from "./moves.server";
export { runPostAlerts, startPostAlerts } from "./post-alerts.server";
export { type PostActor, postActor } from "./post-events.server";
export { monthSchema, moveSchema, type PostInput, postFormValue, postSchema } from "./post-schema.server";
export { calendarContext, type PostView, postView } from "./post-view.server";
export { beginPostWrite } from "./post-write.server";
export { createPost, editPost } from "./posts.server";
