// The portal's live updates in the browser: the hook that listens, and each route's filter of what it reloads on.
export { type ChangeKind, reloadOn } from "./live-changes";
export { type LiveOptions, useLiveRevalidation } from "./use-live-revalidation";
