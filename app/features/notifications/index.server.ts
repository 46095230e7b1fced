// What other features may use of notifications (server side).
export { listNotifications, unreadCount } from "./inbox.server";
export { type NotificationEvent, notify, type Words } from "./notify.server";
export { notifyNewProject, notifyProgressUpdate, notifyProjectChange } from "./project-events.server";
