/**
 * Which of the user's projects a question is about: the ones it names, else the one whose box it was asked in,
 * else all of them. The assistant sees every project the user may see, so a question asked in one project's box
 * can still be about another.
 */

type Titled = { id: string; title: string };

// Words too common to tell one project from another.
const COMMON = new Set(["the", "and", "for", "with", "our", "your", "project", "projects"]);

/** Lower-case words, a plural's "s" dropped, so that "reports" and "report", "sites" and "site" match. */
function words(text: string) {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? [])
    .filter((w) => w.length >= 3 && !COMMON.has(w))
    .map((w) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w));
}

/**
 * The projects a question names: by the words of their titles that the user's other projects do not share
 * ("Ceylon Tea Co." names none of three Ceylon Tea Co. projects; "website redesign" names one). The best match
 * wins; projects that match equally well are all named.
 */
export function namedProjects<P extends Titled>(prompt: string, projects: P[]): P[] {
  const asked = new Set(words(prompt));
  const titleWords = projects.map((p) => new Set(words(p.title)));
  const shared = (w: string) => projects.length > 1 && titleWords.every((t) => t.has(w));
  const scores = titleWords.map((t) => [...t].filter((w) => asked.has(w) && !shared(w)).length);
  const best = Math.max(0, ...scores);
  return best === 0 ? [] : projects.filter((_, i) => scores[i] === best);
}

/** A question about all of them ("all my projects", "each", "overall") rather than the one in front of the user. */
export const asksAboutAll = (prompt: string) => /\b(all|every|each|overall|projects)\b/i.test(prompt);

/** How the projects were chosen: the question named them, asked about all, or was asked in a project's box. */
export type Focus<P> = { projects: P[]; by: "name" | "all" | "box" };

/** The projects to answer about: named ones, else the box's, else all (docs/product.md, AI Insights). */
export function focusOf<P extends Titled>(prompt: string, projects: P[], boxProjectId?: string): Focus<P> {
  const named = namedProjects(prompt, projects);
  if (named.length) return { projects: named, by: "name" };
  const box = projects.find((p) => p.id === boxProjectId);
  if (asksAboutAll(prompt) || !box) return { projects, by: "all" };
  return { projects: [box], by: "box" };
}
