import PDFDocument from "pdfkit";
import { statusText } from "~/features/projects";
import { siteConfig } from "~/features/site";
import { formatDate, formatMonth } from "~/lib/format";
import type { Locale } from "~/lib/locale";
import { writeText } from "~/lib/pdf-fonts.server";
import { loadPortalTexts } from "~/lib/portal-texts";
import { m } from "~/paraglide/messages.js";
import { reportLines, type Section } from "./report-lines";
import type { ReportData } from "./report-types";

type Pdf = InstanceType<typeof PDFDocument>;

// The site's colours (app/app.css): the near-black of the header and the gold of its accents.
const INK = "#0b0b0f";
const GOLD = "#d9b24c";
const MUTED = "#555555";
const MARGIN = 56;

/** The report's title line: "Monthly report: October 2026", in the owner's language. */
export const reportTitle = (month: string, locale: Locale = "en") =>
  m.pdf_report_title({ month: formatMonth(month, "long", locale) }, { locale });

/**
 * A client's monthly report as a PDF: the brand band, the month and business, then each section of `reportLines`
 * with its bars, and "Page n of m" on every page. Helvetica, as the receipts: one of PDF's standard fonts, whose
 * metrics pdfkit ships, so nothing is fetched and the text stays extractable. `compress: false` for tests that read
 * the raw file. In the owner's language (`locale`, the client's `users.locale`): Sinhala and Tamil words in Noto
 * Sans, names and figures in Helvetica (app/lib/pdf-fonts.server.ts); a project's status in the portal's words.
 */
export async function renderReportPdf(
  data: ReportData,
  options: { compress?: boolean; locale?: Locale } = {},
): Promise<Buffer> {
  const locale = options.locale ?? "en";
  const status =
    locale === "en"
      ? undefined
      : (
          (texts) => (s: string) =>
            statusText(texts.m, s)
        )(await loadPortalTexts(locale));
  const pdf = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    compress: options.compress ?? true,
    info: { Title: `${reportTitle(data.month, locale)}, ${data.businessName}`, Author: siteConfig.legalName },
  });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  header(pdf, data, locale);
  for (const section of reportLines(data, locale, status)) drawSection(pdf, section, locale);
  pageNumbers(pdf, locale);
  pdf.end();
  return done;
}

function header(pdf: Pdf, data: ReportData, locale: Locale) {
  pdf.rect(0, 0, pdf.page.width, 96).fill(INK);
  pdf.fillColor(GOLD).font("Helvetica-Bold").fontSize(20).text(siteConfig.brandName, MARGIN, 30);
  pdf.fillColor("#ffffff").font("Helvetica").fontSize(10).text(`${siteConfig.email} · ${siteConfig.portalUrl}`);
  pdf.fillColor(INK).fontSize(18);
  writeText(pdf, locale, "bold", reportTitle(data.month, locale), { x: MARGIN, y: 120 });
  pdf.fontSize(12).fillColor(MUTED);
  writeText(pdf, locale, "regular", data.businessName);
  if (data.planName) writeText(pdf, locale, "regular", m.pdf_report_plan({ plan: data.planName }, { locale }));
  writeText(pdf, locale, "regular", m.pdf_report_made_on({ date: formatDate(new Date(), locale) }, { locale }));
  pdf.moveDown();
}

function drawSection(pdf: Pdf, section: Section, locale: Locale) {
  if (pdf.y > pdf.page.height - 160) pdf.addPage();
  pdf.moveDown(0.8).fillColor(INK).fontSize(14);
  writeText(pdf, locale, "bold", section.title, { x: MARGIN });
  const underline = pdf.y + 2;
  pdf
    .moveTo(MARGIN, underline)
    .lineTo(MARGIN + 60, underline)
    .lineWidth(2)
    .stroke(GOLD);
  pdf.moveDown(0.5).font("Helvetica").fontSize(10.5).fillColor(INK);
  for (const line of section.lines)
    writeText(pdf, locale, "regular", line, { x: MARGIN }, { width: pdf.page.width - 2 * MARGIN });
  for (const bar of section.bars ?? []) drawBar(pdf, bar, locale);
}

/** One horizontal bar: its label, a grey track for the whole and a gold bar for the part. */
function drawBar(pdf: Pdf, bar: { label: string; value: number; of: number }, locale: Locale) {
  const width = pdf.page.width - 2 * MARGIN - 160;
  const y = pdf.y + 4;
  const share = bar.of > 0 ? Math.min(1, bar.value / bar.of) : 0;
  pdf.fontSize(9).fillColor(MUTED);
  writeText(pdf, locale, "regular", bar.label, { x: MARGIN, y }, { width: 150 });
  pdf.rect(MARGIN + 160, y, width, 8).fill("#e8e8e8");
  if (share > 0) pdf.rect(MARGIN + 160, y, width * share, 8).fill(GOLD);
  pdf.fillColor(INK).text("", MARGIN, Math.max(pdf.y, y + 12));
}

/** "Page 1 of 3" under every page, written once all pages exist (the pages are buffered for it). */
function pageNumbers(pdf: Pdf, locale: Locale) {
  const { start, count } = pdf.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    pdf.switchToPage(i);
    // Below the bottom margin: lift it for this line, or pdfkit would start a new page.
    pdf.page.margins.bottom = 0;
    pdf.fontSize(9).fillColor(MUTED);
    writeText(
      pdf,
      locale,
      "regular",
      m.pdf_report_page({ page: i - start + 1, count }, { locale }),
      { x: MARGIN, y: pdf.page.height - 36 },
      { width: pdf.page.width - 2 * MARGIN, align: "center", lineBreak: false },
    );
  }
}
