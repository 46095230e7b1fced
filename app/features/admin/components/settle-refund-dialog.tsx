import { useState } from "react";
import { FormStatus } from "~/components/form-status";
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import { formatDateTime, formatMoney } from "~/lib/format";
import { usePortalTexts } from "~/lib/portal-texts";
import { adminFormAction } from "../messages";
import { AdminDialog, HiddenFields } from "./admin-dialog";
import type { AdminPageData } from "./panel";
import { useAdminForm } from "./use-admin-form";

type BillingRow = NonNullable<AdminPageData["billing"]>["rows"][number];
type Unconfirmed = NonNullable<BillingRow["unconfirmedRefund"]>;

/** The admin's answer, one button each: the button pressed posts the outcome. */
function SettleForm({ refund, form }: { refund: Unconfirmed; form: ReturnType<typeof useAdminForm> }) {
  const { m } = usePortalTexts();
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
          {m.admin_billing_settle_not_refunded()}
        </Button>
        <Button type="submit" name="outcome" value="refunded" disabled={busy}>
          {m.admin_billing_settle_refunded()}
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
  const { m, locale } = usePortalTexts();
  const amount = formatMoney(row.currency, refund.amount, locale);
  const date = formatDateTime(refund.at, locale);
  const asked = refund.by ? m.admin_billing_settle_asked_by({ date, person: refund.by }) : date;
  const reference = row.reference ?? "";
  return (
    <AdminDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm" wrap className="text-center">
          {m.admin_billing_settle()}
          <span className="sr-only">{m.admin_billing_settle_sr({ reference })}</span>
        </Button>
      }
      title={m.admin_billing_settle_title({ reference })}
      description={m.admin_billing_settle_description({ amount, asked, reason: refund.reason })}
    >
      {open && <SettleForm refund={refund} form={form} />}
    </AdminDialog>
  );
}
