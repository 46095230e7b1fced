import { Badge } from "~/components/ui/badge";
import { colomboDay, PaymentsList, PlanChange, SubscriptionActions, subscriptionStatus } from "~/features/billing";
import { planLabel } from "~/features/plans";
import { formatDate, formatMoney } from "~/lib/format";
import type { Locale } from "~/lib/locale";
import { type PortalMessages, usePortalTexts } from "~/lib/portal-texts";
import type { ClientBilling } from "../dashboard.server";

type Subscription = ClientBilling["subscriptions"][number];

const cycleTexts: Record<string, (m: PortalMessages) => string> = {
  monthly: (m) => m.billing_cycle_monthly(),
  annual: (m) => m.billing_cycle_annual(),
};

const perCycle: Record<string, (m: PortalMessages, amount: string) => string> = {
  monthly: (m, amount) => m.billing_per_month({ amount }),
  annual: (m, amount) => m.billing_per_year({ amount }),
};

const statusTexts: Record<string, (m: PortalMessages) => string> = {
  active: (m) => m.billing_status_active(),
  past_due: (m) => m.billing_status_past_due(),
  stopped: (m) => m.billing_status_stopped(),
  completed: (m) => m.billing_status_completed(),
  cancelled: (m) => m.billing_status_cancelled(),
  charged_back: (m) => m.billing_status_charged_back(),
};

/** The client's plans and the payments made for them (docs/product.md, Fli DESK portal). */
export function BillingTab({ billing }: { billing: ClientBilling }) {
  const { m } = usePortalTexts();
  const { subscriptions, payments } = billing;
  return (
    <section aria-labelledby="billing-title" className="grid gap-6">
      <h2 id="billing-title" className="text-2xl font-bold">
        {m.client_tab_billing()}
      </h2>
      {subscriptions.length === 0 ? (
        <p className="text-muted-foreground">{m.billing_no_subscription()}</p>
      ) : (
        subscriptions.map((s) => <SubscriptionCard key={s.id} subscription={s} />)
      )}
      <PaymentsList payments={payments} />
    </section>
  );
}

function SubscriptionCard({ subscription: s }: { subscription: Subscription }) {
  const { m, locale } = usePortalTexts();
  const status = subscriptionStatus(s.status);
  return (
    <div className="grid gap-4 rounded-xl border border-border bg-card p-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="text-muted-foreground">{m.billing_plan()}</dt>
        <dd>{planLabel(s.plan, s.service, m.buy_service_social())}</dd>
        <dt className="text-muted-foreground">{m.billing_cycle()}</dt>
        <dd>{cycleTexts[s.cycle]?.(m) ?? s.cycle}</dd>
        <dt className="text-muted-foreground">{m.billing_status()}</dt>
        <dd>
          <Badge variant={status.positive ? "success" : "danger"}>{statusTexts[s.status]?.(m) ?? status.label}</Badge>
          {s.cancelRequestedAt && !s.cancelledAt && s.serviceEndsOn && (
            <span className="ml-2">{m.billing_runs_until({ date: formatDate(s.serviceEndsOn, locale) })}</span>
          )}
        </dd>
        <dt className="text-muted-foreground">{m.billing_amount()}</dt>
        <dd>
          {perCycle[s.cycle]?.(m, formatMoney(s.currency, s.amount, locale)) ?? formatMoney(s.currency, s.amount)}
        </dd>
        {s.period && (
          <>
            <dt className="text-muted-foreground">{m.billing_paid_period()}</dt>
            <dd>
              {m.billing_period_range({
                start: formatDate(s.period.start, locale),
                end: formatDate(s.period.lastDay, locale),
              })}
            </dd>
          </>
        )}
        <dt className="text-muted-foreground">{m.billing_next_charge()}</dt>
        <dd>{nextCharge(s, m, locale)}</dd>
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
function nextCharge(s: Subscription, m: PortalMessages, locale: Locale) {
  if (s.cancelledAt || s.status === "cancelled") return m.billing_none_cancelled();
  if (!s.nextBillingDate) return m.billing_not_scheduled();
  if (s.cancelRequestedAt && s.serviceEndsOn && s.nextBillingDate > s.serviceEndsOn)
    return m.billing_none_cancellation_scheduled();
  const amount = formatMoney(s.currency, s.amount, locale);
  const date = formatDate(s.nextBillingDate, locale);
  if (s.nextBillingDate < colomboDay(new Date())) return m.billing_due_since({ amount, date });
  return m.billing_charge_on({ amount, date });
}
