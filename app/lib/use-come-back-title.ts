import { useEffect } from "react";

export const COME_BACK_TEXT = "Come back";
export const COME_BACK_INTERVAL_MS = 600;

/** docs/product.md, Shared interface: while the tab is hidden its title flashes 'Come back' every 600 ms; back in view, it is restored. */
export function useComeBackTitle() {
  useEffect(() => {
    let timer: number | undefined;
    let original = document.title;
    const stop = () => {
      if (timer !== undefined) window.clearInterval(timer);
      timer = undefined;
      document.title = original;
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") {
        original = document.title;
        timer = window.setInterval(() => {
          document.title = document.title === COME_BACK_TEXT ? original : COME_BACK_TEXT;
        }, COME_BACK_INTERVAL_MS);
      } else {
        stop();
      }
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      stop();
    };
  }, []);
}
