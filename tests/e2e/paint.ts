/**
 * Run in the page: when it first painted (anything, then text) and, for each file whose address matches `pattern`,
 * when it was asked for and when it had come, by the page's own clock. A file's name loses its build hash.
 */
export function filesAroundPaint(pattern: string) {
  const at = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN;
  const matches = new RegExp(pattern);
  const requests = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
    .filter((entry) => matches.test(entry.name))
    .map((entry) => ({
      file: entry.name.replace(/^.*\//, "").replace(/-[\w-]{8}\./, "."),
      start: entry.startTime,
      end: entry.responseEnd,
    }));
  return { paint: at("first-paint"), contentful: at("first-contentful-paint"), requests };
}
