import { DownloadIcon } from "lucide-react";
import { DataCell, DataRow, DataTable } from "~/components/data-table";
import { formatDate, formatMoney } from "~/lib/format";
import { type PortalMessages, usePortalTexts } from "~/lib/portal-texts";
import { paymentMethodLabel } from "../labels";

export type ListedPayment = {
  paymentId: string;
  amount: string;
  currency: string;
  statusCode: string;
  /** Set on a charge we do not honour, which is refunded in full. */
  rejected?: string | null;
  method: string | null;
  createdAt: Date | string;
  /** The receipt's number; null for a payment that did not go through. */
  receipt: string | null;
};

/** Where a receipt or credit note is downloaded (the PDF, made on request). */
export const documentHref = (number: string) => `/dashboard/documents/${number}.pdf`;

/** PayHere's status code in the portal's language (the same reading as `paymentStatusLabel`). */
function paymentStatusText(m: PortalMessages, code: string, rejected?: string | null) {
  if (rejected) return m.billing_payment_returned();
  if (code === "2") return m.billing_payment_paid();
  if (code === "0") return m.billing_payment_pending();
  if (code === "-1") return m.billing_payment_cancelled();
  if (code === "-3") return m.billing_payment_charged_back();
  return m.billing_payment_failed();
}

/** The method's name: card brands and wallets by their own names, the two generic ones in the portal's language. */
function paymentMethodText(m: PortalMessages, code: string | null) {
  const label = paymentMethodLabel(code);
  if (label === "Card") return m.billing_method_card();
  if (label === "Test payment") return m.billing_method_test();
  return label;
}

/** Every payment of the client, newest first, each successful one with its receipt to download. */
export function PaymentsList({ payments }: { payments: ListedPayment[] }) {
  const { m, locale } = usePortalTexts();
  const [date, amount, method, status, receipt] = [
    m.billing_date(),
    m.billing_amount(),
    m.billing_method(),
    m.billing_status(),
    m.billing_receipt(),
  ];
  return (
    <DataTable caption={m.billing_payments()} head={[date, amount, method, status, receipt]}>
      {payments.map((p) => (
        <DataRow key={p.paymentId}>
          <DataCell label={date} span="half">
            {formatDate(p.createdAt, locale)}
          </DataCell>
          <DataCell label={amount} span="half">
            {formatMoney(p.currency, p.amount, locale)}
          </DataCell>
          <DataCell label={method} span="half">
            {paymentMethodText(m, p.method)}
          </DataCell>
          <DataCell label={status} span="half">
            {paymentStatusText(m, p.statusCode, p.rejected)}
          </DataCell>
          <DataCell label={receipt} span="full">
            {p.receipt ? (
              // A download, not a page: the browser keeps the Billing tab open.
              <a
                href={documentHref(p.receipt)}
                download
                className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                aria-label={m.billing_download_receipt({ number: p.receipt })}
              >
                <DownloadIcon className="size-4" aria-hidden="true" />
                {p.receipt}
              </a>
            ) : (
              <span className="text-muted-foreground">{m.billing_none()}</span>
            )}
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
