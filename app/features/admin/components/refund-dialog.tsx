import { useState } from "react";
import { Field } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { formatMoney } from "~/lib/format";
import { usePortalTexts } from "~/lib/portal-texts";
import { AdminDialog, AdminForm } from "./admin-dialog";
import type { AdminPageData } from "./panel";
import { useAdminForm } from "./use-admin-form";

type BillingRow = NonNullable<AdminPageData["billing"]>["rows"][number];

/** What is left to refund of a payment, in cents-safe decimals ("9999.50"). */
export const refundable = (row: Pick<BillingRow, "amount" | "refunded">) =>
  (Math.round(Number(row.amount) * 100) - Math.round(Number(row.refunded) * 100)) / 100;

/**
 * The refund form, made when the dialog opens: its idempotency key is new for each opening, so a double click
 * or a resent request refunds once, and a second refund later is a new one.
 */
function RefundForm({ row, onDone }: { row: BillingRow; onDone: () => void }) {
  const { m, locale } = usePortalTexts();
  const [key] = useState(() => crypto.randomUUID());
  const form = useAdminForm(onDone);
  const left = refundable(row);
  const id = `refund-${row.id}`;
  return (
    <AdminForm
      form={form}
      intent="refund-payment"
      fields={{ paymentId: row.id, key }}
      statusId={`${id}-status`}
      submit={m.admin_billing_refund_now()}
      busyLabel={m.admin_billing_refunding()}
    >
      <Field
        id={`${id}-amount`}
        label={m.admin_billing_refund_amount({ currency: row.currency })}
        hint={m.admin_billing_refund_at_most({ amount: formatMoney(row.currency, left, locale) })}
      >
        <Input
          id={`${id}-amount`}
          name="amount"
          inputMode="decimal"
          required
          defaultValue={left.toFixed(2)}
          aria-describedby={`${id}-amount-hint`}
        />
      </Field>
      <Field id={`${id}-reason`} label={m.admin_billing_refund_reason()} hint={m.admin_billing_refund_reason_hint()}>
        <Textarea id={`${id}-reason`} name="reason" required maxLength={500} aria-describedby={`${id}-reason-hint`} />
      </Field>
    </AdminForm>
  );
}

/**
 * Refund a payment, all or part of what is left: PayHere returns it to the client's card, which cannot be undone.
 * Its open state is the row's: the row keeps the dialog while it is open, even when the payment's new data would
 * no longer offer a refund (all refunded, or left unconfirmed), so its answer is shown.
 */
export function RefundDialog({
  row,
  open,
  setOpen,
}: {
  row: BillingRow;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const { m, locale } = usePortalTexts();
  const reference = row.reference ?? "";
  return (
    <AdminDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm" wrap className="text-center">
          {m.admin_billing_refund()}
          <span className="sr-only">{m.admin_billing_refund_sr({ reference })}</span>
        </Button>
      }
      title={m.admin_billing_refund_title({ reference })}
      description={m.admin_billing_refund_description({
        client: row.client.name,
        plan: row.plan,
        amount: formatMoney(row.currency, row.amount, locale),
      })}
    >
      {open && <RefundForm row={row} onDone={() => setOpen(false)} />}
    </AdminDialog>
  );
}
