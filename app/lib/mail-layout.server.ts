/**
 * One layout for the platform's mails: a plain-text part that reads well on its own, and an HTML part in the site's
 * design (the dark theme and gold accent of app/app.css). Mail clients ignore stylesheets and block remote images,
 * so the HTML is tables with inline styles and the brand is words, not a picture.
 */

// The theme's colours (app/app.css, @theme): the same pairs pass contrast on the site.
const colour = {
  background: "#0b0b0f",
  card: "#15151c",
  foreground: "#f5f3ee",
  muted: "#b4afa6",
  border: "#2e2e38",
  primary: "#d9b24c",
  primaryForeground: "#14110a",
} as const;

const sans = "'Inter Variable', Inter, 'Segoe UI', Helvetica, Arial, sans-serif";
const display = "'Playfair Display Variable', 'Playfair Display', Georgia, 'Times New Roman', serif";

/** One entry of a list in a mail (a digest's items): a line, a few words more, and where it is. */
export type MailItem = { title: string; body?: string; url: string; when?: string };

export type MailContent = {
  heading: string;
  /** Paragraphs of text, before the list and the button. */
  paragraphs?: string[];
  items?: MailItem[];
  /** The one button of the mail. */
  action?: { label: string; url: string };
  /** The small print: why the mail came, and how to stop it or change it (each link on a line in the text part). */
  footer?: { text: string; links?: { label: string; url: string }[] };
  /** The language the mail is written in (its HTML's `lang`): English unless said. */
  lang?: string;
};

/** Text as HTML: the five characters that could open markup or an attribute are escaped. */
export function escapeHtml(text: string) {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** The plain-text part: the heading, the paragraphs, each item with its link, the button's link, the footer. */
export function mailText(content: MailContent) {
  const lines = [content.heading, ""];
  for (const paragraph of content.paragraphs ?? []) lines.push(paragraph, "");
  for (const item of content.items ?? []) {
    lines.push(`- ${item.title}${item.when ? ` (${item.when})` : ""}`);
    if (item.body) lines.push(`  ${item.body}`);
    lines.push(`  ${item.url}`, "");
  }
  if (content.action) lines.push(`${content.action.label}: ${content.action.url}`, "");
  lines.push("Fli Digital");
  if (content.footer) {
    lines.push("", "--", content.footer.text);
    for (const link of content.footer.links ?? []) lines.push(`${link.label}: ${link.url}`);
  }
  return lines.join("\n");
}

const paragraphHtml = (text: string) =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${colour.foreground}">${escapeHtml(text)}</p>`;

function itemHtml(item: MailItem) {
  const when = item.when
    ? `<span style="color:${colour.muted};font-size:13px"> &middot; ${escapeHtml(item.when)}</span>`
    : "";
  const body = item.body
    ? `<div style="margin-top:4px;font-size:14px;line-height:20px;color:${colour.muted}">${escapeHtml(item.body)}</div>`
    : "";
  return `<tr><td style="padding:12px 0;border-top:1px solid ${colour.border}">
<a href="${escapeHtml(item.url)}" style="color:${colour.primary};font-size:15px;font-weight:600;text-decoration:underline">${escapeHtml(item.title)}</a>${when}${body}
</td></tr>`;
}

function buttonHtml(action: { label: string; url: string }) {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px"><tr>
<td style="border-radius:8px;background:${colour.primary}"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;font-family:${sans};font-size:15px;font-weight:600;color:${colour.primaryForeground};text-decoration:none;border-radius:8px">${escapeHtml(action.label)}</a></td>
</tr></table>`;
}

function footerHtml(footer: NonNullable<MailContent["footer"]>) {
  const links = (footer.links ?? [])
    .map(
      (link) =>
        ` <a href="${escapeHtml(link.url)}" style="color:${colour.primary};text-decoration:underline">${escapeHtml(link.label)}</a>`,
    )
    .join(" &middot;");
  return `<p style="margin:16px 0 0;font-size:13px;line-height:20px;color:${colour.muted}">${escapeHtml(footer.text)}${links}</p>`;
}

/** The HTML part: a centred card on the dark page, the brand on top, the footer under the card. */
export function mailHtml(content: MailContent) {
  const items = content.items?.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${content.items.map(itemHtml).join("")}</table>`
    : "";
  return `<!doctype html>
<html lang="${content.lang ?? "en"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:${colour.background}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colour.background};font-family:${sans}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">
<tr><td style="padding:0 4px 16px;font-family:${display};font-size:24px;font-weight:700;color:${colour.foreground}"><span style="color:${colour.primary}">&#9670;</span> Fli DESK</td></tr>
<tr><td style="background:${colour.card};border:1px solid ${colour.border};border-radius:16px;padding:24px">
<h1 style="margin:0 0 16px;font-family:${display};font-size:22px;line-height:30px;color:${colour.foreground}">${escapeHtml(content.heading)}</h1>
${(content.paragraphs ?? []).map(paragraphHtml).join("\n")}
${items}
${content.action ? buttonHtml(content.action) : ""}
<p style="margin:8px 0 0;font-size:15px;color:${colour.muted}">Fli Digital</p>
</td></tr>
<tr><td style="padding:0 4px">${content.footer ? footerHtml(content.footer) : ""}</td></tr>
</table></td></tr></table>
</body></html>`;
}

/** Both parts of a mail. */
export function renderMail(content: MailContent) {
  return { text: mailText(content), html: mailHtml(content) };
}
