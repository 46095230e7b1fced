import { CheckCircle2Icon, RotateCcwIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { WaitingScreen } from "~/components/waiting-screen";
import { cyclePeriod } from "~/features/plans";
import { formatMoney } from "~/lib/format";
import { chargedAmount } from "../../labels";
import type { OrderState } from "../orders.server";

type Paid = Extract<OrderState, { state: "paid" }>;
type Received = Extract<OrderState, { state: "received" }>;
type Returning = Extract<OrderState, { state: "returning" }>;

/** The card a settled payment is shown on: a check (or the return's arrow), the heading, and what follows. */
function ResultCard({ title, children, returned }: { title: string; children: ReactNode; returned?: boolean }) {
  const Icon = returned ? RotateCcwIcon : CheckCircle2Icon;
  return (
    <main id="main" className="flex min-h-[70vh] items-center justify-center px-4 pb-16 pt-28">
      <div className="w-full max-w-lg rounded-2xl border border-border bg-card p-8 text-center">
        <Icon className={`mx-auto size-14 ${returned ? "text-primary" : "text-success-text"}`} aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-bold">{title}</h1>
        {children}
      </div>
    </main>
  );
}

export function PaymentPending() {
  return (
    <WaitingScreen>
      <h1 className="mt-6 text-3xl font-bold">Confirming your payment</h1>
      <p className="mt-2 text-muted-foreground">This usually takes a few seconds. Please keep this page open.</p>
    </WaitingScreen>
  );
}

/** Paid, but the email already had an account this checkout did not open: the agency follows up. */
export function PaymentReceived({ order }: { order: Received }) {
  return (
    <ResultCard title="Payment Received">
      <p className="mt-2 text-muted-foreground">
        Thank you: your payment for the {order.plan} {order.service} plan went through. We need to finish setting up
        your plan ourselves, and will be in touch by email.
      </p>
      <Button asChild size="lg" className="mt-6">
        <Link to="/support">Contact support</Link>
      </Button>
    </ResultCard>
  );
}

/** A charge we do not honour: the buyer learns that it is coming back, not that the payment failed. */
export function PaymentReturning({ order }: { order: Returning }) {
  const amount = formatMoney(order.currency, order.amount);
  return (
    <ResultCard title="Your payment is being returned" returned>
      <p className="mt-2 text-muted-foreground" data-testid="payment-returning">
        {order.reason === "closed"
          ? `Your payment of ${amount} was for an order that had been replaced or given up, so nothing was opened or changed with it.`
          : `Your payment of ${amount} did not match this order, so nothing was opened or changed with it.`}{" "}
        It is being refunded to you in full. A refund usually shows within 5 to 10 working days, depending on your bank.
        We have emailed you the details; you do not need to do anything.
      </p>
      <Button asChild size="lg" className="mt-6">
        <Link to="/pricing">See the plans</Link>
      </Button>
    </ResultCard>
  );
}

export function PaymentPaid({ order, seconds, goToDesk }: { order: Paid; seconds: number; goToDesk: () => void }) {
  return (
    <ResultCard title="Payment Successful!">
      <p className="mt-2 text-muted-foreground">
        {order.flideskId
          ? "Welcome aboard. Your Fli DESK account is ready."
          : "Your plan was added to the Fli DESK account for your email. Sign in with its Fli DESK ID."}
      </p>
      <PaidOrderDetails order={order} />
      {order.flideskId && (
        <p className="mt-4 text-sm text-muted-foreground">We have also emailed your Fli DESK ID to you.</p>
      )}
      <p className="mt-6" role="status" aria-live="polite">
        Taking you to your desk in {seconds} second{seconds === 1 ? "" : "s"}...
      </p>
      <Button size="lg" className="mt-4" onClick={goToDesk}>
        Go to desk now
      </Button>
    </ResultCard>
  );
}

function PaidOrderDetails({ order }: { order: Paid }) {
  return (
    <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg bg-muted p-4 text-left">
      <dt className="text-muted-foreground">Plan</dt>
      <dd>{order.plan}</dd>
      <dt className="text-muted-foreground">Service</dt>
      <dd>{order.service}</dd>
      <dt className="text-muted-foreground">Amount charged</dt>
      <dd data-testid="amount-charged">
        {chargedAmount(order.currency, order.amount, order.amountLkr)} / {cyclePeriod[order.cycle]}
      </dd>
      {order.flideskId && (
        <>
          <dt className="text-muted-foreground">Fli DESK ID</dt>
          <dd className="font-mono text-lg font-bold text-primary" data-testid="desk-id">
            {order.flideskId}
          </dd>
        </>
      )}
    </dl>
  );
}
