import PDFDocument from "pdfkit";
import { type Cycle, cycleLabels } from "~/features/plans";
import { siteConfig } from "~/features/site";
import { formatDate, formatDateTime, formatMoney } from "~/lib/format";
import { paymentMethodLabel } from "../labels";
import { billingPeriod } from "../subscriptions/period";
import type { DocumentDetails } from "./documents.server";

const TITLES = { receipt: "Receipt", credit_note: "Credit note" } as const;

/** The lines of a document: what it is, for whom, for what, how much, how it was paid. Each a label and a value. */
export function documentLines({ document, payment, order, user, accountName }: DocumentDetails): [string, string][] {
  const cycle = order.cycle as Cycle;
  const paidOn = payment.createdAt;
  // The period the payment opened (the one rule): its first and last day, both included.
  const period = billingPeriod(paidOn, cycle);
  const wizard = order.wizardData as { accountInfo?: { fullName?: string } };
  const charged = formatMoney(document.currency, document.amount);
  const lkr = formatMoney("LKR", document.amountLkr);
  return [
    ["Number", document.number],
    ["Date", formatDateTime(document.createdAt)],
    // The person billed by name: the name on their profile, else the one they gave at checkout, else the account's
    // name as the portal gives it (their business); an email only when there is nothing else.
    ["Client", user?.displayName?.trim() || wizard.accountInfo?.fullName?.trim() || accountName || order.email],
    ["Business", order.businessName],
    // The desk ID as a reference, for the client's questions and the agency's look-ups.
    ...(user ? ([["Fli DESK ID", user.flideskId]] as [string, string][]) : []),
    ["Email", user?.email ?? order.email],
    ["Plan", `${order.planName} (${order.service})`],
    ["Billing cycle", cycleLabels[cycle]],
    ["Period covered", `${formatDate(period.start)} to ${formatDate(period.lastDay)}`],
    [document.kind === "receipt" ? "Amount paid" : "Amount credited", charged],
    ["Amount in LKR", document.currency === "LKR" ? charged : `${lkr} (charged as ${charged})`],
    ["Payment method", paymentMethodLabel(payment.method)],
    ["PayHere payment ID", payment.paymentId],
    ["Paid on", formatDateTime(paidOn)],
    ...(document.reason ? ([["Reason", document.reason]] as [string, string][]) : []),
  ];
}

/**
 * A receipt's or credit note's PDF, made from the database whenever it is asked for (never stored): the agency's
 * details from the site config, then the document's lines, dates in Sri Lanka time. `compress: false` leaves the
 * page's text readable in the file (tests read it).
 */
export function renderDocumentPdf(details: DocumentDetails, options: { compress?: boolean } = {}): Promise<Buffer> {
  const title = TITLES[details.document.kind];
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
  pdf.text(`${siteConfig.address.locality}, Sri Lanka · ${siteConfig.email} · ${siteConfig.phone}`);
  pdf.text(siteConfig.portalUrl);
  pdf.moveDown(2).fillColor("#000000").font("Helvetica-Bold").fontSize(16).text(title);
  pdf.moveDown(0.5).fontSize(11);
  for (const [label, value] of documentLines(details)) {
    pdf.font("Helvetica-Bold").text(`${label}: `, { continued: true }).font("Helvetica").text(value);
  }
  pdf.moveDown(2).fontSize(9).fillColor("#444444");
  pdf.text(
    details.document.kind === "receipt"
      ? "Thank you for your payment. Payments are processed by PayHere."
      : "This credit note records money returned to you against the payment above.",
  );
  pdf.end();
  return done;
}
