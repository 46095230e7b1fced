import { hydrate } from "preact";
import { Suspense } from "react";
import { HydratedRouter } from "react-router/dom";

/**
 * Preact hydrates into a parent element, and the app's root is the `<html>` element itself: this stand-in parent
 * holds just that element, inside the document.
 */
function documentRoot() {
  const html = document.documentElement;
  const insert = (child: Node, before?: Node | null) => document.insertBefore(child, before ?? html.nextSibling);
  const root = {
    nodeType: 1,
    parentNode: document,
    firstChild: html,
    childNodes: [html],
    insertBefore: insert,
    appendChild: insert,
    removeChild: (child: Node) => document.removeChild(child),
  };
  return root as unknown as Element;
}

// The router suspends once while it decodes the server's data; Preact needs a boundary to wait at (React waits at
// the root on its own).
hydrate(
  <Suspense>
    <HydratedRouter />
  </Suspense>,
  documentRoot(),
);
