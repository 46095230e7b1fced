const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const APP_MODULE = /<script nonce="([^"]*)" type="module" async>([\s\S]*?)<\/script>/;

/**
 * The script that starts the app after the page's first paint: it adds the module preloads and React Router's
 * module script then, instead of in the HTML. The page paints from the HTML, CSS and fonts alone, and the scripts
 * that make it interactive follow (rAF then a task: just after the paint; the timer: in a tab in the background).
 */
function startAfterPaint(preloads: string[], module: string) {
  const text = JSON.stringify(module).replaceAll("</", "<\\/");
  return `(function(){var n=document.currentScript.nonce,started=0;function start(){if(started)return;started=1;${JSON.stringify(preloads)}.forEach(function(href){var l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.appendChild(l)});var s=document.createElement("script");s.type="module";s.nonce=n;s.textContent=${text};document.body.appendChild(s)}requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,1000)})()`;
}

/**
 * The page as sent, from the rendered `<html>` element:
 * - the doctype, which Preact's renderer does not write;
 * - the app's scripts loaded after the first paint (`startAfterPaint`);
 * - without `suppressHydrationWarning`, a React prop that Preact's renderer writes out as an attribute.
 */
export function finishDocument(html: string) {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? "");
  const page = html
    .replace(/ suppressHydrationWarning(?=[\s/>])/g, "")
    .replace(MODULE_PRELOAD, "")
    .replace(
      APP_MODULE,
      (_tag, nonce: string, module: string) => `<script nonce="${nonce}">${startAfterPaint(preloads, module)}</script>`,
    );
  return `<!DOCTYPE html>${page}`;
}
