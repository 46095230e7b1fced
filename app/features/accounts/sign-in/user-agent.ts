/** The words around the browser's and system's names; the portal gives them in the reader's language. */
export type DeviceWords = {
  unknown: string;
  aBrowser: string;
  aScript: string;
  on: (browser: string, system: string) => string;
};

const english: DeviceWords = {
  unknown: "Unknown device",
  aBrowser: "A browser",
  aScript: "A script",
  on: (browser, system) => `${browser} on ${system}`,
};

/** A browser's User-Agent in words for the device list: "Chrome on Windows", "Safari on iPhone". */
export function describeUserAgent(userAgent: string | null, words: DeviceWords = english) {
  if (!userAgent) return words.unknown;
  const found = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const browser = found === SCRIPT ? words.aScript : (found ?? words.aBrowser);
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return system ? words.on(browser, system) : browser;
}

// A script (curl, Node) is not a browser's name: said in the reader's words.
const SCRIPT = "A script";

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari", iPhones also say "Mac OS X".
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
  [/curl\/|node|undici/i, SCRIPT],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/CrOS/, "ChromeOS"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];
