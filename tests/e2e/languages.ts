import type { Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import type { Db } from "~/lib/db.server";

// Checks shared by the specs of the site's, the purchase path's and the portal's languages (decisions 48 and 49).

export async function widerThanWindow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

// Words allowed in English on a Sinhala or Tamil page: brands and the legal name ((Pvt) Ltd.), plans, platforms,
// the switcher's "English", card brands, contact details (WhatsApp is the live chat's channel; FLD- begins a Fli DESK
// ID; the brand as an uppercase eyebrow shows it too); plan names; the case studies' client companies, the tools and
// languages named in them and in the opening's skills; the authenticator apps two-factor sign-in names and the
// browsers and systems the device list names; the currency codes amounts are written with in every language
// (decision 48); Google and Google Analytics, services the portal's projects connect to (decision 49); the names
// of formats and of the server's settings, folders and commands the admin's Settings and exports name (CSV, API,
// SMTP_URL, DATABASE_URL, ADMIN_TWO_FACTOR=off, pg_dump, npm run seed, a data folder's path).
export const ALLOWED =
  /Fli DESK|FLI DESK|\(Pvt\) Ltd\.|Fli Digital|SEO|Google Business Profile|Google Search Console|Google Analytics|Google Authenticator|Google|Microsoft Authenticator|1Password|Samsung Internet|Chrome|Firefox|Safari|Edge|Opera|Windows|ChromeOS|macOS|Linux|Android|iPhone|iPad|PayHere|Visa|Mastercard|American Express|Twitter|Instagram|LinkedIn|Facebook|TikTok|Meta|WhatsApp|FLD-[A-Z0-9-]*|Launch|Growth|Scale|Essential|Accelerate|Dominate|English|AI|Ceylon Spice Exports|Colombo Fashion House|Island Stays|Lanka Fintech|Ahrefs|React|Node\.js|PostgreSQL|Figma|GitHub|Git|TypeScript|JavaScript|Tailwind CSS|HTML|CSS|LKR|USD|CSV|API|[A-Z][A-Z0-9]*_[A-Z0-9_]+(?:=\w+)?|pg_dump|npm run seed|(?<![\w/])\.?\/[\w./-]+|\S+@\S+|\+?\d[\d\s]+/g;

/**
 * What sticks out of the box it sits in, though the page as a whole fits: a button wider than its card, a select
 * wider than its form. A box that scrolls or clips its content, what is placed absolutely, hidden for sight
 * (`sr-only`) or inside a closed `<details>` is left aside. Each as "<tag>: <its text>".
 */
export async function stickingOut(page: Page) {
  return page.evaluate(() => {
    const clipsOrScrolls = (el: Element | null) => {
      for (let box = el; box; box = box.parentElement)
        if (["auto", "scroll", "hidden", "clip"].includes(getComputedStyle(box).overflowX)) return true;
      return false;
    };
    const found: string[] = [];
    for (const el of document.querySelectorAll("main *")) {
      let parent = el.parentElement;
      while (parent && getComputedStyle(parent).display === "contents") parent = parent.parentElement;
      if (!parent || el.closest(".sr-only") || (el.closest("details:not([open])") && !el.closest("summary"))) continue;
      if (["absolute", "fixed"].includes(getComputedStyle(el).position)) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const inner = parent.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(parent).borderRightWidth);
      if (box.right > inner + 1 && !clipsOrScrolls(parent))
        found.push(`${el.tagName.toLowerCase()}: ${(el.textContent ?? "").trim().slice(0, 60)}`);
    }
    return found;
  });
}

/**
 * The words of the page in English, brands and the like aside. `content` holds the words of what people wrote (the
 * portal's projects, posts and names): content is shown as written, in whatever language it was written in.
 * `within`: the part of the page to read (a selector), where only that part of the page is translated yet.
 */
export async function englishLeft(page: Page, content: ReadonlySet<string> = new Set(), within = "body") {
  const text = await page.locator(within).evaluate((root) => {
    // A picture drawn in the page (an inline SVG under role="img") is read by its name, as a screen reader reads
    // it, not by the letters drawn inside it (/portfolio's chart says "#1 ranking", in its <img> form as well).
    const pictures = [...root.querySelectorAll<HTMLElement>('[role="img"]')];
    const display = pictures.map((picture) => picture.style.display);
    for (const picture of pictures) picture.style.display = "none";
    // biome-ignore lint/performance/useDomNodeTextContent: the text as shown; textContent would add the scripts' data
    const shown = (root as HTMLElement).innerText;
    pictures.forEach((picture, i) => {
      picture.style.display = display[i] ?? "";
    });
    return [shown, ...pictures.map((picture) => picture.getAttribute("aria-label") ?? "")].join("\n");
  });
  return englishWords(text, content);
}

/** The words of a mail's text in English, brands and the like aside; addresses and links are no text to translate. */
export function englishInMail(text: string) {
  // Links first: a token's digits or a brand inside it would cut it into pieces that read as words.
  return englishWords(text.replace(/https?:\/\/\S+/g, " "));
}

/** The English words of a text, brands and the like aside, and the words of `content` (what people wrote). */
function englishWords(text: string, content: ReadonlySet<string> = new Set()) {
  return (
    text
      .replace(ALLOWED, " ")
      .split(/\s+/)
      // A stored word is content with the punctuation around it too: "faster," of "A faster, ...", "(Social", a
      // hashtag shown with its "#", a caption cut short with "…".
      .filter(
        (word) =>
          /[A-Za-z]{3,}/.test(word) && !content.has(word) && !content.has(word.replace(/^[(“"#]+|[,.;:!?)”"…]+$/g, "")),
      )
  );
}

/**
 * Every word stored in the database's text: what people wrote (project names, posts, tickets) is shown as written,
 * so on a portal page it is content, not a text left untranslated.
 */
export async function contentWords(db: Db): Promise<Set<string>> {
  const tables = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const words = new Set<string>();
  for (const { table_name } of rowsOf<{ table_name: string }>(tables)) {
    const rows = await db.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(table_name)} t`);
    for (const { row } of rowsOf<{ row: string }>(rows))
      for (const word of row.split(/[\s"{}:,\\]+/)) if (word) words.add(word);
  }
  return words;
}

// node-postgres and PGlite answer `execute` with `{ rows }`.
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
