import { AlertCircleIcon, CheckCircle2Icon } from "lucide-react";
import { usePortalTexts } from "~/lib/portal-texts";
import type { PaymentOutcome } from "../login";
import { paymentTexts } from "./sign-in-form";

/** After a payment's return: what happened, with the order and payment ids when given. */
export function PaymentBanner({
  payment,
  orderId,
  paymentId,
  deskId = null,
}: {
  payment: PaymentOutcome;
  orderId: string | null;
  paymentId: string | null;
  /** The account the payment opened: named here and filled in below, so the buyer need not look it up. */
  deskId?: string | null;
}) {
  const success = payment === "success";
  const { m } = usePortalTexts();
  return (
    <div
      role={success ? "status" : "alert"}
      className={`mb-6 flex gap-3 rounded-lg border p-4 ${success ? "border-success-text/50 bg-success-text/10" : "border-danger-text/50 bg-destructive/20"}`}
    >
      {success ? (
        <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-success-text" aria-hidden="true" />
      ) : (
        <AlertCircleIcon className="mt-0.5 size-5 shrink-0 text-danger-text" aria-hidden="true" />
      )}
      <div className="text-sm">
        <p>{paymentTexts[payment](m).text}</p>
        {deskId && (
          <p className="mt-2">
            {m.auth_your_desk_id()} <span className="font-mono font-semibold">{deskId}</span>
          </p>
        )}
        {orderId && <p className="mt-1">{m.auth_order_id({ id: orderId })}</p>}
        {paymentId && <p>{m.auth_payment_id({ id: paymentId })}</p>}
      </div>
    </div>
  );
}
