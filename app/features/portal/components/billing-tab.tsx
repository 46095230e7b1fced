import { Badge } from "~/components/ui/badge";
import { type Cycle, cyclePeriod, PaymentsList, subscriptionStatus } from "~/features/billing";
import { formatDate, formatMoney } from "~/lib/format";
import type { ClientTabProps } from "./client-tabs";

type Subscription = ClientTabProps["data"]["billing"]["subscriptions"][number];

/** The client's plans and the payments made for them (docs/product.md, Fli DESK portal). */
export function BillingTab({ data }: ClientTabProps) {
  const { subscriptions, payments } = data.billing;
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
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 rounded-xl border border-border bg-card p-5">
      <dt className="text-muted-foreground">Plan</dt>
      <dd>{`${s.plan} (${s.service})`}</dd>
      <dt className="text-muted-foreground">Status</dt>
      <dd>
        <Badge variant={status.positive ? "success" : "danger"}>{status.label}</Badge>
      </dd>
      <dt className="text-muted-foreground">Amount</dt>
      <dd>
        {formatMoney(s.currency, s.amount)} / {cyclePeriod[s.cycle as Cycle]}
      </dd>
      <dt className="text-muted-foreground">Next billing</dt>
      <dd>{s.nextBillingDate ? formatDate(s.nextBillingDate) : "Not scheduled"}</dd>
    </dl>
  );
}
