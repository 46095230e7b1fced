import { Transform } from "node:stream";

const PRELOAD = '<link rel="modulepreload"';
/**
 * The app's scripts are preloaded at low priority: on a slow connection the HTML, CSS and fonts that paint the
 * page go first, and the scripts that make it interactive follow.
 */
export function lowPriorityModulePreloads(onEnd: () => void, record?: (text: string) => void) {
  const rewrite = (text: string) => text.replaceAll(PRELOAD, `${PRELOAD} fetchpriority="low"`);
  let carry = "";
  return new Transform({
    transform(chunk, _encoding, callback) {
      const text = carry + chunk.toString();
      // A tag cut by the chunk's end waits for the next chunk: keep the tail if it could begin the preload tag.
      const lastTag = text.lastIndexOf("<");
      const cut = lastTag !== -1 && PRELOAD.startsWith(text.slice(lastTag)) ? lastTag : text.length;
      carry = text.slice(cut);
      const out = rewrite(text.slice(0, cut));
      record?.(out);
      callback(null, out);
    },
    flush(callback) {
      const out = rewrite(carry);
      record?.(out);
      onEnd();
      callback(null, out);
    },
  });
}
