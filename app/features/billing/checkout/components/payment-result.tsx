import { CheckCircle2Icon, RotateCcwIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { WaitingScreen } from "~/components/waiting-screen";
import { serviceLabel } from "~/features/onboarding";
import { formatMoney } from "~/lib/format";
import { localizedPath } from "~/lib/locale";
import { usePortalTexts } from "~/lib/portal-texts";
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
  const { m } = usePortalTexts();
  return (
    <WaitingScreen>
      <h1 className="mt-6 text-3xl font-bold">{m.buy_confirming()}</h1>
      <p className="mt-2 text-muted-foreground">{m.buy_confirming_text()}</p>
    </WaitingScreen>
  );
}

/** Paid, but the email already had an account this checkout did not open: the agency follows up. */
export function PaymentReceived({ order }: { order: Received }) {
  const { m, locale } = usePortalTexts();
  return (
    <ResultCard title={m.buy_received_title()}>
      <p className="mt-2 text-muted-foreground">
        {m.buy_received_text({ plan: order.plan, service: serviceLabel(m, order.service) })}
      </p>
      <Button asChild size="lg" className="mt-6">
        <Link to={localizedPath("/support", locale)}>{m.buy_contact_support()}</Link>
      </Button>
    </ResultCard>
  );
}

/** A charge we do not honour: the buyer learns that it is coming back, not that the payment failed. */
export function PaymentReturning({ order }: { order: Returning }) {
  const { m, locale } = usePortalTexts();
  const amount = formatMoney(order.currency, order.amount, locale);
  return (
    <ResultCard title={m.buy_returning_title()} returned>
      <p className="mt-2 text-muted-foreground" data-testid="payment-returning">
        {order.reason === "closed" ? m.buy_returning_closed({ amount }) : m.buy_returning_mismatch({ amount })}{" "}
        {m.buy_returning_refund()}
      </p>
      <Button asChild size="lg" className="mt-6">
        <Link to={localizedPath("/pricing", locale)}>{m.buy_see_the_plans()}</Link>
      </Button>
    </ResultCard>
  );
}

export function PaymentPaid({ order, seconds, goToDesk }: { order: Paid; seconds: number; goToDesk: () => void }) {
  const { m } = usePortalTexts();
  return (
    <ResultCard title={m.buy_paid_title()}>
      <p className="mt-2 text-muted-foreground">{order.flideskId ? m.buy_paid_ready() : m.buy_paid_added()}</p>
      <PaidOrderDetails order={order} />
      {order.flideskId && <p className="mt-4 text-sm text-muted-foreground">{m.buy_paid_emailed()}</p>}
      <p className="mt-6" role="status" aria-live="polite">
        {m.buy_paid_countdown({ count: seconds })}
      </p>
      <Button size="lg" className="mt-4" onClick={goToDesk}>
        {m.buy_go_to_desk()}
      </Button>
    </ResultCard>
  );
}

function PaidOrderDetails({ order }: { order: Paid }) {
  const { m } = usePortalTexts();
  const period = order.cycle === "annual" ? m.buy_per_year() : m.buy_per_month();
  return (
    <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg bg-muted p-4 text-left">
      <dt className="text-muted-foreground">{m.buy_review_plan()}</dt>
      <dd className="min-w-0">{order.plan}</dd>
      <dt className="text-muted-foreground">{m.buy_service()}</dt>
      <dd className="min-w-0">{serviceLabel(m, order.service)}</dd>
      <dt className="text-muted-foreground">{m.buy_amount_charged()}</dt>
      <dd data-testid="amount-charged" className="min-w-0">
        {chargedAmount(order.currency, order.amount, order.amountLkr)} / {period}
      </dd>
      {order.flideskId && (
        <>
          <dt className="text-muted-foreground">{m.buy_desk_id()}</dt>
          <dd className="font-mono text-lg font-bold text-primary" data-testid="desk-id">
            {order.flideskId}
          </dd>
        </>
      )}
    </dl>
  );
}
