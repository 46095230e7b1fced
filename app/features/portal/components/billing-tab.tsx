import { Badge } from "~/components/ui/badge";
import { colomboDay, PaymentsList, PlanChange, SubscriptionActions, subscriptionStatus } from "~/features/billing";
import { type Cycle, cycleLabels, cyclePeriod } from "~/features/plans";
import { formatDate, formatMoney } from "~/lib/format";
import type { ClientBilling } from "../dashboard.server";

type Subscription = ClientBilling["subscriptions"][number];

/** The client's plans and the payments made for them (docs/product.md, Fli DESK portal). */
export function BillingTab({ billing }: { billing: ClientBilling }) {
  const { subscriptions, payments } = billing;
  return (
    <section aria-labelledby="billing-title" className="grid gap-6">
      <h2 id="billing-title" className="text-2xl font-bold">
        Billing
      </h2>
      {subscriptions.length === 0 ? (
        <p className="text-muted-foreground">No subscription yet.</p>
      ) : (
        subscriptions.map((s) => <SubscriptionCard key={s.id} subscription={s} />)
      )}
      <PaymentsList payments={payments} />
    </section>
  );
}

function SubscriptionCard({ subscription: s }: { subscription: Subscription }) {
  const status = subscriptionStatus(s.status);
  return (
    <div className="grid gap-4 rounded-xl border border-border bg-card p-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="text-muted-foreground">Plan</dt>
        <dd>{`${s.plan} (${s.service})`}</dd>
        <dt className="text-muted-foreground">Cycle</dt>
        <dd>{cycleLabels[s.cycle as Cycle]}</dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd>
          <Badge variant={status.positive ? "success" : "danger"}>{status.label}</Badge>
          {s.cancelRequestedAt && !s.cancelledAt && s.serviceEndsOn && (
            <span className="ml-2">Runs until {formatDate(s.serviceEndsOn)}, then cancelled</span>
          )}
        </dd>
        <dt className="text-muted-foreground">Amount</dt>
        <dd>
          {formatMoney(s.currency, s.amount)} / {cyclePeriod[s.cycle as Cycle]}
        </dd>
        {s.period && (
          <>
            <dt className="text-muted-foreground">Paid period</dt>
            <dd>{`${formatDate(s.period.start)} to ${formatDate(s.period.lastDay)}`}</dd>
          </>
        )}
        <dt className="text-muted-foreground">Next charge</dt>
        <dd>{nextCharge(s)}</dd>
      </dl>
      <SubscriptionActions subscription={s} />
      <PlanChange subscription={s} />
    </div>
  );
}

/**
 * The next installment, unless the plan ends (or has ended) before it. The date is the server's, from the rule
 * the refund and the mails follow (the day after the paid period); one already past is due and unpaid.
 */
function nextCharge(s: Subscription) {
  if (s.cancelledAt || s.status === "cancelled") return "None: cancelled";
  if (!s.nextBillingDate) return "Not scheduled";
  if (s.cancelRequestedAt && s.serviceEndsOn && s.nextBillingDate > s.serviceEndsOn)
    return "None: cancellation scheduled";
  const amount = formatMoney(s.currency, s.amount);
  if (s.nextBillingDate < colomboDay(new Date())) return `${amount}, due since ${formatDate(s.nextBillingDate)}`;
  return `${amount} on ${formatDate(s.nextBillingDate)}`;
}
