const PRELOAD = '<link rel="modulepreload"';

/**
 * The page as sent, from the rendered `<html>` element:
 * - the doctype, which Preact's renderer does not write;
 * - scripts preloaded at low priority: on a slow connection the HTML, CSS and fonts that paint the page go first,
 *   and the scripts that make it interactive follow;
 * - without `suppressHydrationWarning`, a React prop that Preact's renderer writes out as an attribute.
 */
export function finishDocument(html: string) {
  const body = html
    .replaceAll(PRELOAD, `${PRELOAD} fetchpriority="low"`)
    .replace(/ suppressHydrationWarning(?=[\s/>])/g, "");
  return `<!DOCTYPE html>${body}`;
}
