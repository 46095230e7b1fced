import { useEffect, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { clearStoredWizard } from "~/features/onboarding";
import type { OrderState } from "../orders.server";

/** docs/product.md, Checkout and payment: five seconds, then on to the desk. */
export const REDIRECT_SECONDS = 5;
const POLL_MS = 2000;

/** Pending: asks the server again until the notify has arrived. */
export function usePollWhilePending(state: OrderState["state"]) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (state !== "pending") return;
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [state, revalidator]);
}

/**
 * Paid: the wizard's answers are done with; counts down, then goes to the desk's sign-in with the payment named.
 * Gives the seconds left and the way to go at once.
 */
export function useDeskCountdown(order: OrderState, orderId: string) {
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(REDIRECT_SECONDS);
  const deskUrl =
    order.state === "paid"
      ? `/dashboard/auth?${new URLSearchParams({ payment: "success", order_id: orderId, payment_id: order.paymentId })}`
      : "";

  useEffect(() => {
    if (order.state !== "paid") return;
    clearStoredWizard();
    const timer = window.setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [order.state]);
  useEffect(() => {
    if (order.state === "paid" && seconds === 0) navigate(deskUrl);
  }, [seconds, order.state, deskUrl, navigate]);

  return { seconds, goToDesk: () => navigate(deskUrl) };
}
