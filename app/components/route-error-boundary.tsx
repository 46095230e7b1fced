import type { ReactNode } from "react";
import { type ErrorResponse, isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorScreen } from "./error-screen";
import { NotFound } from "./not-found";

/** Statuses that refuse what was sent (a field with a control character, a body that is not a form, too large). */
const refusals = new Set([400, 413, 415]);

type StatusHandlers = Partial<Record<number, (error: ErrorResponse) => ReactNode>>;

/**
 * The one error boundary of the app: the root, the site layout and the portal layout each render it, the layouts
 * inside their own shell so that a 403 or 404 keeps the header and the sidebar. A status with a handler gets it; a
 * 404 gets the not-found page, a refusal its sentence, anything else the failure screen.
 */
export function RouteErrorBoundary({ statusHandlers = {} }: { statusHandlers?: StatusHandlers }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers[error.status];
    if (handler) return <>{handler(error)}</>;
    if (error.status === 404) return <NotFound />;
    if (refusals.has(error.status) && typeof error.data === "string" && error.data) {
      return <ErrorScreen refusal={error.data.slice(0, 300)} />;
    }
  } else if (typeof document !== "undefined") {
    // The server logs its errors without their values (entry.server's handleError); here only the browser's are.
    console.error(error);
  }
  return <ErrorScreen />;
}
