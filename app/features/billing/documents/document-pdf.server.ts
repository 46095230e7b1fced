import PDFDocument from "pdfkit";
import type { Cycle } from "~/features/plans";
import { siteConfig } from "~/features/site";
import { formatDate, formatDateTime, formatMoney } from "~/lib/format";
import type { Locale } from "~/lib/locale";
import { writeText } from "~/lib/pdf-fonts.server";
import { m } from "~/paraglide/messages.js";
import { paymentMethodLabel } from "../labels";
import { returnRefundReason } from "../mails.server";
import { billingPeriod } from "../subscriptions/period";
import type { DocumentDetails } from "./documents.server";

/** The document's title in its owner's language ("Receipt", "Credit note" in English). */
const titleOf = (kind: DocumentDetails["document"]["kind"], locale: Locale) =>
  kind === "receipt" ? m.pdf_receipt({}, { locale }) : m.pdf_credit_note({}, { locale });

const CYCLES = { monthly: m.pdf_cycle_monthly, annual: m.pdf_cycle_annual } as const;

/** A payment method in the owner's language: the words ("Card", "Test payment") translated, brands as they are. */
function methodIn(code: string | null | undefined, locale: Locale) {
  const label = paymentMethodLabel(code);
  if (label === "Card") return m.pdf_method_card({}, { locale });
  if (label === "Test payment") return m.pdf_method_test({}, { locale });
  return label;
}

/** The agency's place in the owner's language ("Colombo, Sri Lanka"); a locality we have no word for as it is. */
export function agencyPlace(locale: Locale) {
  const { locality } = siteConfig.address;
  const said = locality === "Colombo" ? m.pdf_locality_colombo({}, { locale }) : locality;
  return m.pdf_address({ locality: said }, { locale });
}

// A plan change's refund, as plan-change-refund.server.ts records it (in English, the record's words).
const PLAN_CHANGE_REASON = /^The (\d+) unused days of your (.+) plan, after your change to (.+)$/;

/**
 * A credit note's reason in the owner's language where the words are ours: a return's reason (one of three) and a
 * plan change's refund; a reason the admin typed stays as typed. Plan names stay, "Social Media" is translated.
 */
export function documentReason(reason: string, locale: Locale) {
  if (locale === "en") return reason;
  for (const returned of ["terms", "duplicate", "closed"])
    if (reason === returnRefundReason(returned)) return returnRefundReason(returned, locale);
  const change = PLAN_CHANGE_REASON.exec(reason);
  if (!change) return reason;
  const service = (text: string) => text.replace("Social Media", m.mail_service_social({}, { locale }));
  const [, days, old, now] = change as unknown as [string, string, string, string];
  return m.pdf_reason_plan_change({ days, old: service(old), new: service(now) }, { locale });
}

/** The lines of a document: what it is, for whom, for what, how much, how it was paid. Each a label and a value. */
export function documentLines(
  { document, payment, order, user, accountName }: DocumentDetails,
  locale: Locale = "en",
): [string, string][] {
  const t = { locale };
  const cycle = order.cycle as Cycle;
  const paidOn = payment.createdAt;
  // The period the payment opened (the one rule): its first and last day, both included.
  const period = billingPeriod(paidOn, cycle);
  const wizard = order.wizardData as { accountInfo?: { fullName?: string } };
  const charged = formatMoney(document.currency, document.amount, locale);
  const lkr = formatMoney("LKR", document.amountLkr, locale);
  // Plan names, "SEO" and the bundle's "+" stay as they are; "Social Media" in the owner's language.
  const service = order.service.replace("Social Media", m.mail_service_social({}, t));
  return [
    [m.pdf_number({}, t), document.number],
    [m.pdf_date({}, t), formatDateTime(document.createdAt, locale)],
    // The person billed by name: the name on their profile, else the one they gave at checkout, else the account's
    // name as the portal gives it (their business); an email only when there is nothing else.
    [
      m.pdf_client({}, t),
      user?.displayName?.trim() || wizard.accountInfo?.fullName?.trim() || accountName || order.email,
    ],
    [m.pdf_business({}, t), order.businessName],
    // The desk ID as a reference, for the client's questions and the agency's look-ups.
    ...(user ? ([[m.pdf_flidesk_id({}, t), user.flideskId]] as [string, string][]) : []),
    [m.pdf_email({}, t), user?.email ?? order.email],
    [m.pdf_plan({}, t), `${order.planName} (${service})`],
    [m.pdf_billing_cycle({}, t), (CYCLES[cycle] ?? m.pdf_cycle_monthly)({}, t)],
    [
      m.pdf_period_covered({}, t),
      m.pdf_period({ start: formatDate(period.start, locale), end: formatDate(period.lastDay, locale) }, t),
    ],
    [document.kind === "receipt" ? m.pdf_amount_paid({}, t) : m.pdf_amount_credited({}, t), charged],
    [m.pdf_amount_lkr({}, t), document.currency === "LKR" ? charged : m.pdf_charged_as({ lkr, charged }, t)],
    [m.pdf_payment_method({}, t), methodIn(payment.method, locale)],
    [m.pdf_payhere_id({}, t), payment.paymentId],
    [m.pdf_paid_on({}, t), formatDateTime(paidOn, locale)],
    ...(document.reason
      ? ([[m.pdf_reason({}, t), documentReason(document.reason, locale)]] as [string, string][])
      : []),
  ];
}

/**
 * A receipt's or credit note's PDF, made from the database whenever it is asked for (never stored): the agency's
 * details from the site config, then the document's lines, dates in Sri Lanka time. `compress: false` leaves the
 * page's text readable in the file (tests read it). In its owner's language (`locale`, the client's `users.locale`):
 * Sinhala and Tamil words in Noto Sans, names and amounts in Helvetica (app/lib/pdf-fonts.server.ts).
 */
export function renderDocumentPdf(
  details: DocumentDetails,
  options: { compress?: boolean; locale?: Locale } = {},
): Promise<Buffer> {
  const locale = options.locale ?? "en";
  const title = titleOf(details.document.kind, locale);
  const pdf = new PDFDocument({
    size: "A4",
    margin: 56,
    compress: options.compress ?? true,
    info: { Title: `${title} ${details.document.number}`, Author: siteConfig.legalName },
  });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  pdf.font("Helvetica-Bold").fontSize(18).text(siteConfig.legalName);
  pdf.font("Helvetica").fontSize(10).fillColor("#444444");
  // The place in the owner's language; the address, phone and link as they are.
  writeText(pdf, locale, "regular", `${agencyPlace(locale)} · ${siteConfig.email} · ${siteConfig.phone}`);
  pdf.text(siteConfig.portalUrl);
  pdf.moveDown(2).fillColor("#000000").fontSize(16);
  writeText(pdf, locale, "bold", title);
  pdf.moveDown(0.5).fontSize(11);
  for (const [label, value] of documentLines(details, locale)) {
    writeText(pdf, locale, "bold", `${label}: `, {}, { continued: true });
    writeText(pdf, locale, "regular", value);
  }
  pdf.moveDown(2).fontSize(9).fillColor("#444444");
  writeText(
    pdf,
    locale,
    "regular",
    details.document.kind === "receipt" ? m.pdf_receipt_note({}, { locale }) : m.pdf_credit_note_note({}, { locale }),
  );
  pdf.end();
  return done;
}
