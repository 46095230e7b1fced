import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
// React Router's inline module script, as React writes it (`async=""`, attributes in the order the router gives).
const APP_MODULE = /<script nonce="([^"]*)" type="module" async(?:="")?>([\s\S]*?)<\/script>/;

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
 * The page's HTML up to and including React Router's module script, with the app's scripts loaded after the first
 * paint (`startAfterPaint`) instead of from the HTML. React hydrates the inline script in the module script's
 * place: both are `<script>` elements, and the router marks its scripts `suppressHydrationWarning`.
 */
export function finishDocument(html: string) {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? "");
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(
      APP_MODULE,
      (_tag, nonce: string, module: string) => `<script nonce="${nonce}">${startAfterPaint(preloads, module)}</script>`,
    );
}

/**
 * `finishDocument` over React's stream: the HTML is held until the module script has gone by (it closes the
 * shell), rewritten, and everything after it (content that streams in later) passes through as it comes.
 * `onEnd` receives the whole page as sent, for the page cache.
 */
export function finishDocumentStream(onEnd?: (html: string) => void) {
  const decoder = new StringDecoder("utf8");
  let head = "";
  let done = false;
  const sent: string[] = [];
  const send = (stream: Transform, text: string) => {
    if (!text) return;
    if (onEnd) sent.push(text);
    stream.push(text);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = decoder.write(chunk);
      if (done) {
        send(this, text);
      } else {
        head += text;
        if (APP_MODULE.test(head)) {
          done = true;
          send(this, finishDocument(head));
          head = "";
        }
      }
      callback();
    },
    flush(callback) {
      send(this, finishDocument(head + decoder.end()));
      onEnd?.(sent.join(""));
      callback();
    },
  });
}
