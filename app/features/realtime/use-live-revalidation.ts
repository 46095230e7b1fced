import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/** Keeps a portal page current: on every `change` event the page's loaders run again. */
export function useLiveRevalidation() {
  const revalidator = useRevalidator();
  // The revalidator's identity changes on every render; one stream per page view reads the latest through a ref.
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    const source = new EventSource("/api/events");
    const onChange = () => latest.current.revalidate();
    source.addEventListener("change", onChange);
    return () => {
      source.removeEventListener("change", onChange);
      source.close();
    };
  }, []);
}
