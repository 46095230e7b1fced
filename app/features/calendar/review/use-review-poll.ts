import { useEffect, useRef } from "react";
import { useNavigation, useRevalidator } from "react-router";

// The live change feed needs a session (api/events), and a review link has none: the page asks again this often
// while it is in view, and at once when it comes back into view (decision 38).
export const REVIEW_POLL_MS = 30_000;

/** Keeps an open review page current: reloads its data every REVIEW_POLL_MS while visible and idle. */
export function useReviewPoll() {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  // The revalidator's identity changes on every render: the timer reads the latest through a ref, so it is not reset.
  const latest = useRef({ revalidator, idle: true });
  latest.current = { revalidator, idle: navigation.state === "idle" && revalidator.state === "idle" };
  useEffect(() => {
    const reload = () => {
      if (document.visibilityState === "visible" && latest.current.idle) latest.current.revalidator.revalidate();
    };
    const timer = setInterval(reload, REVIEW_POLL_MS);
    document.addEventListener("visibilitychange", reload);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", reload);
    };
  }, []);
}
