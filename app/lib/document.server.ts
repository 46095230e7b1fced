import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { fontQuery, SCRIPT_FAMILY, SCRIPT_SAMPLES, WEB_FONTS } from "./web-fonts";

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
// React Router's inline module script, as React writes it (`async=""`, attributes in the order the router gives).
const APP_MODULE = /<script nonce="([^"]*)" type="module" async(?:="")?>([\s\S]*?)<\/script>/;
// The module script's closing tag: seen in the stream before the expression above is tried.
const MODULE_TAIL = "</script>";

// The chunks holding React with React DOM, and React Router (vite.config.ts, manualChunks), in the order they load.
const SHARED_CHUNKS = [/\/react-[\w-]+\.js$/, /\/router-[\w-]+\.js$/];

// Both scripts wait for the page's first paint to be on screen: the browser reports it (a `paint` performance entry,
// sent once the frame is presented), then a task. An animation frame came too early: its callbacks run before the
// frame is painted, so the module requests started before the largest paint, and Lighthouse counted them in its
// LCP (issue 30: 1.37 s in most runs, 0.9 s in the others). A browser without paint entries waits for a frame; a
// tab opened in the background paints nothing, so a timer does it there.
const afterPaint = (run: string) =>
  `var started=0;function start(){if(started)return;started=1;${run}}function later(){setTimeout(start,0)}try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;new PerformanceObserver(function(l,o){o.disconnect();later()}).observe({type:"paint",buffered:true})}catch(e){requestAnimationFrame(later)}setTimeout(start,1000);`;

// The web fonts (app/lib/web-fonts.ts). A tab that has loaded them keeps the stylesheet's address in sessionStorage:
// a later page of the tab finds them in the cache and uses them from its first paint. The flag cannot outlive the
// tab or a build with other fonts (the stylesheet's address changes with them).
const fontsBeforePaint = `var d=document.documentElement,f=document.fonts,s=document.querySelector('link[rel="stylesheet"]'),k=s?s.href:"",x=${JSON.stringify(SCRIPT_SAMPLES)}[d.lang];try{if(k&&sessionStorage.getItem("fonts")===k&&(!x||sessionStorage.getItem("fonts-"+d.lang)===k))d.setAttribute("data-fonts","")}catch(e){}`;
// A Sinhala or Tamil page (`x`, a letter of its script) also needs the script's Noto faces (app/lib/script-fonts.tsx),
// kept under a key of their own: a tab that has loaded only the Latin fonts paints that page in the fallbacks.
// Otherwise this page keeps its fallback fonts, and loads the web fonts for the next page once it has loaded itself:
// they do not compete with the app's scripts, and the page's next render can use them (useWebFontsAfterNavigation).
const fontsAfterLoad = `function fonts(){var q=${JSON.stringify(WEB_FONTS.map(fontQuery))},l=q.map(function(a){return f.load(a)});if(x)l.push(f.load(${JSON.stringify(fontQuery(SCRIPT_FAMILY))},x),f.load(${JSON.stringify(`bold ${fontQuery(SCRIPT_FAMILY)}`)},x));Promise.all(l).then(function(){try{sessionStorage.setItem("fonts",k);if(x)sessionStorage.setItem("fonts-"+d.lang,k)}catch(e){}},function(){})}if(f&&!d.hasAttribute("data-fonts")){if(document.readyState==="complete")fonts();else addEventListener("load",fonts)}`;

/**
 * In the head: the web fonts (above), and the app's module preloads once the page has painted. The browser fetches
 * and compiles the modules while it is still parsing and laying out the rest of the page. They go in four to a task:
 * each one starts a fetch and, from the cache, a compile, and thirty at once (eight, too) made one task long enough
 * to block input on a slow phone.
 */
function headScript(preloads: string[]) {
  const add = `function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)}`;
  return `(function(){${fontsBeforePaint}${afterPaint(`${fontsAfterLoad}var left=${JSON.stringify(preloads)};(function next(){left.splice(0,4).forEach(${add});if(left.length)setTimeout(next,0)})()`)}})()`;
}

/**
 * In the module script's place, at the end of the body: adds React Router's module script once the page has
 * painted. The page paints from the HTML and CSS alone, and the scripts that make it interactive follow.
 * The shared chunks (`first`) are imported one by one before it: a module graph runs its top-level code in one
 * task, and React DOM, React Router and the app's modules together made that task long enough to block input on a
 * slow phone (about 190 ms with the CPU slowed 4x; React DOM alone is about 120 ms of it).
 */
function startAfterPaint(module: string, first: string[]) {
  const text = JSON.stringify(module).replaceAll("</", "<\\/");
  const append = `function(){var s=document.createElement("script");s.type="module";s.nonce=n;s.textContent=${text};document.body.appendChild(s)}`;
  // Each shared chunk in a task of its own, then the module script; a chunk that fails to load is left to it.
  const run = `var left=${JSON.stringify(first)};(function next(){var h=left.shift();if(!h)return(${append})();import(h).then(function(){setTimeout(next,0)},next)})()`;
  return `(function(){var n=document.currentScript.nonce;${afterPaint(run)}})()`;
}

/**
 * The page's HTML up to and including React Router's module script, with the app's scripts loaded after the first
 * paint instead of from the HTML: the module preloads from a script at the end of the head (`headScript`, which also
 * starts the web fonts),
 * the module script from one in its own place (`startAfterPaint`). React hydrates the start-up script in the module
 * script's place: both are `<script>` elements, and the router marks its scripts `suppressHydrationWarning`.
 */
export function finishDocument(html: string) {
  const app = APP_MODULE.exec(html);
  if (!app) return html;
  const nonce = app[1] ?? "";
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? "");
  const preload = `<script nonce="${nonce}">${headScript(preloads)}</script>`;
  const first = SHARED_CHUNKS.flatMap((chunk) => preloads.filter((href) => chunk.test(href)));
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(APP_MODULE, () => `<script nonce="${nonce}">${startAfterPaint(app[2] ?? "", first)}</script>`)
    .replace("</head>", () => `${preload}</head>`);
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
        // Only the new text (and the tag's length before it) can complete the module script: scanning the whole
        // held head again for every chunk made a long page's cost grow with the square of its length.
        const from = Math.max(0, head.length - MODULE_TAIL.length - 16);
        head += text;
        if (head.indexOf(MODULE_TAIL, from) >= 0 && APP_MODULE.test(head)) {
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
