import { DownloadIcon } from "lucide-react";
import { DataCell, DataRow, DataTable } from "~/components/data-table";
import { formatDate, formatMoney } from "~/lib/format";
import { paymentMethodLabel, paymentStatusLabel } from "../labels";

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

/** Every payment of the client, newest first, each successful one with its receipt to download. */
export function PaymentsList({ payments }: { payments: ListedPayment[] }) {
  return (
    <DataTable caption="Payments" head={["Date", "Amount", "Method", "Status", "Receipt"]}>
      {payments.map((p) => (
        <DataRow key={p.paymentId}>
          <DataCell label="Date" span="half">
            {formatDate(p.createdAt)}
          </DataCell>
          <DataCell label="Amount" span="half">
            {formatMoney(p.currency, p.amount)}
          </DataCell>
          <DataCell label="Method" span="half">
            {paymentMethodLabel(p.method)}
          </DataCell>
          <DataCell label="Status" span="half">
            {paymentStatusLabel(p.statusCode, p.rejected)}
          </DataCell>
          <DataCell label="Receipt" span="full">
            {p.receipt ? (
              // A download, not a page: the browser keeps the Billing tab open.
              <a
                href={documentHref(p.receipt)}
                download
                className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                aria-label={`Download receipt ${p.receipt} (PDF)`}
              >
                <DownloadIcon className="size-4" aria-hidden="true" />
                {p.receipt}
              </a>
            ) : (
              <span className="text-muted-foreground">None</span>
            )}
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
