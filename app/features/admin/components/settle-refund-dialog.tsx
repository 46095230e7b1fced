import { useState } from "react";
import { FormStatus } from "~/components/form-status";
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import { formatDateTime, formatMoney } from "~/lib/format";
import { adminFormAction } from "../messages";
import { AdminDialog, HiddenFields } from "./admin-dialog";
import type { AdminPageData } from "./panel";
import { useAdminForm } from "./use-admin-form";

type BillingRow = NonNullable<AdminPageData["billing"]>["rows"][number];
type Unconfirmed = NonNullable<BillingRow["unconfirmedRefund"]>;

/** The admin's answer, one button each: the button pressed posts the outcome. */
function SettleForm({ refund, form }: { refund: Unconfirmed; form: ReturnType<typeof useAdminForm> }) {
  const { fetcher, busy, error } = form;
  const statusId = `settle-${refund.id}-status`;
  return (
    <fetcher.Form
      method="post"
      action={adminFormAction("settle-refund")}
      className="grid gap-4"
      noValidate
      aria-describedby={statusId}
    >
      <HiddenFields fields={{ intent: "settle-refund", refundId: refund.id }} />
      <FormStatus id={statusId} error={error} />
      <DialogFooter>
        <Button type="submit" name="outcome" value="not-refunded" variant="outline" disabled={busy}>
          It was not refunded
        </Button>
        <Button type="submit" name="outcome" value="refunded" disabled={busy}>
          It was refunded
        </Button>
      </DialogFooter>
    </fetcher.Form>
  );
}

/**
 * The settle form's state, kept by the row: once the refund is settled the row's new data has no dialog, so the
 * answer (its toast) must outlive it.
 */
export function useSettleRefund() {
  const [open, setOpen] = useState(false);
  const form = useAdminForm(() => setOpen(false));
  return { open, setOpen, form };
}

/**
 * A refund PayHere did not confirm (its answer was lost): the admin checks the payment in PayHere and says what
 * it shows. Made: recorded as any refund (credit note, the client's mail). Not made: set aside, refundable again.
 */
export function SettleRefundDialog({
  row,
  refund,
  settle: { open, setOpen, form },
}: {
  row: BillingRow;
  refund: Unconfirmed;
  settle: ReturnType<typeof useSettleRefund>;
}) {
  const amount = formatMoney(row.currency, refund.amount);
  const asked = `${formatDateTime(refund.at)}${refund.by ? ` by ${refund.by}` : ""}`;
  return (
    <AdminDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm">
          Settle refund<span className="sr-only"> of payment {row.reference}</span>
        </Button>
      }
      title={`Settle the refund of payment ${row.reference ?? ""}`}
      description={`PayHere did not confirm the refund of ${amount} asked for on ${asked} (reason: ${refund.reason}). Check the payment in PayHere, then say what it shows. Refunded: it is recorded with its credit note, and the client is mailed. Not refunded: it is set aside, and the payment can be refunded again.`}
    >
      {open && <SettleForm refund={refund} form={form} />}
    </AdminDialog>
  );
}
