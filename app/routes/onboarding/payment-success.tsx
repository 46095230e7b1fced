import { CheckCircle2Icon, Loader2Icon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, redirect, useNavigate, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { orderState } from "~/features/billing/orders.server";
import { clearStoredWizard } from "~/features/onboarding/storage";
import { formatLkr } from "~/lib/format";
import type { Route } from "./+types/payment-success";

export const meta: Route.MetaFunction = () => [
  { title: "Payment | Fli Digital" },
  { name: "robots", content: "noindex, nofollow" },
];

/** docs/product.md, Checkout and payment: five seconds, then on to the desk. */
export const REDIRECT_SECONDS = 5;
const POLL_MS = 2000;

export async function loader({ request, context }: Route.LoaderArgs) {
  const orderId = new URL(request.url).searchParams.get("order_id");
  if (!orderId) throw redirect("/pricing");
  const order = await orderState(context.db, orderId);
  if (order.state === "failed" || order.state === "unknown") throw redirect("/pricing?error=payment_failed");
  return { orderId, order };
}

export default function PaymentSuccess({ loaderData }: Route.ComponentProps) {
  const { order, orderId } = loaderData;
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(REDIRECT_SECONDS);
  const deskUrl =
    order.state === "paid"
      ? `/dashboard/auth?${new URLSearchParams({ payment: "success", order_id: orderId, payment_id: order.paymentId })}`
      : "";

  // Pending: ask the server again until the notify has arrived.
  useEffect(() => {
    if (order.state !== "pending") return;
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [order.state, revalidator]);

  // Paid: the wizard's answers are done with; count down to the desk.
  useEffect(() => {
    if (order.state !== "paid") return;
    clearStoredWizard();
    const timer = window.setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [order.state]);
  useEffect(() => {
    if (order.state === "paid" && seconds === 0) navigate(deskUrl);
  }, [seconds, order.state, deskUrl, navigate]);

  if (order.state === "pending") {
    return (
      <main id="main" className="flex min-h-[70vh] items-center justify-center px-4 pt-24">
        <div className="text-center" role="status">
          <Loader2Icon className="mx-auto size-12 animate-spin text-primary" aria-hidden="true" />
          <h1 className="mt-6 text-3xl font-bold">Confirming your payment</h1>
          <p className="mt-2 text-muted-foreground">This usually takes a few seconds. Please keep this page open.</p>
        </div>
      </main>
    );
  }
  if (order.state === "received") {
    return (
      <main id="main" className="flex min-h-[70vh] items-center justify-center px-4 pb-16 pt-28">
        <div className="w-full max-w-lg rounded-2xl border border-border bg-card p-8 text-center">
          <CheckCircle2Icon className="mx-auto size-14 text-success-text" aria-hidden="true" />
          <h1 className="mt-4 text-3xl font-bold">Payment Received</h1>
          <p className="mt-2 text-muted-foreground">
            Thank you: your payment for the {order.plan} {order.service} plan went through. We need to finish setting up
            your plan ourselves, and will be in touch by email.
          </p>
          <Button asChild size="lg" className="mt-6">
            <Link to="/support">Contact support</Link>
          </Button>
        </div>
      </main>
    );
  }
  if (order.state !== "paid") return null;
  return (
    <main id="main" className="flex min-h-[70vh] items-center justify-center px-4 pb-16 pt-28">
      <div className="w-full max-w-lg rounded-2xl border border-border bg-card p-8 text-center">
        <CheckCircle2Icon className="mx-auto size-14 text-success-text" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-bold">Payment Successful!</h1>
        <p className="mt-2 text-muted-foreground">
          {order.flideskId
            ? "Welcome aboard. Your Fli DESK account is ready."
            : "Your plan was added to the Fli DESK account for your email. Sign in with its Fli DESK ID."}
        </p>
        <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg bg-muted p-4 text-left">
          <dt className="text-muted-foreground">Plan</dt>
          <dd>{order.plan}</dd>
          <dt className="text-muted-foreground">Service</dt>
          <dd>{order.service}</dd>
          <dt className="text-muted-foreground">Amount</dt>
          <dd>{formatLkr(order.amountLkr)} / month</dd>
          {order.flideskId && (
            <>
              <dt className="text-muted-foreground">Fli DESK ID</dt>
              <dd className="font-mono text-lg font-bold text-primary" data-testid="desk-id">
                {order.flideskId}
              </dd>
            </>
          )}
        </dl>
        {order.flideskId && (
          <p className="mt-4 text-sm text-muted-foreground">We have also emailed your Fli DESK ID to you.</p>
        )}
        <p className="mt-6" role="status" aria-live="polite">
          Taking you to your desk in {seconds} second{seconds === 1 ? "" : "s"}...
        </p>
        <Button size="lg" className="mt-4" onClick={() => navigate(deskUrl)}>
          Go to desk now
        </Button>
      </div>
    </main>
  );
}
