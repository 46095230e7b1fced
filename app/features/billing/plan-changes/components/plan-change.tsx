import { Button } from "~/components/ui/button";
import {
  type Bundle,
  billingTerms,
  bundles,
  type Cycle,
  cycleAmount,
  cycles,
  findPlan,
  isBundle,
  type Plan,
  planLabel,
} from "~/features/plans";
import { formatDate, formatMoney } from "~/lib/format";
import type { Locale } from "~/lib/locale";
import { subscriptionActions } from "~/lib/portal-areas";
import { type PortalMessages, usePortalTexts } from "~/lib/portal-texts";
import { colomboDay, commitmentEndDay } from "../../subscriptions/notice";
import { type RefundBasis, unusedRefund } from "../proration";

/** What the plan change needs of a subscription (a row of the Billing tab's data). */
export type ChangeableSubscription = {
  id: string;
  plan: string;
  cycle: string;
  createdAt: Date | string;
  currency: "LKR" | "USD";
  status: string;
  cancelRequestedAt: Date | string | null;
  cancelledAt: Date | string | null;
  /** The current plan's last payment, which a change refunds the unused days of; null when there is none. */
  refundBasis: RefundBasis | null;
};

const cycleTexts: Record<Cycle, (m: PortalMessages) => string> = {
  monthly: (m) => m.billing_cycle_monthly(),
  annual: (m) => m.billing_cycle_annual(),
};

const perCycle: Record<Cycle, (m: PortalMessages, amount: string) => string> = {
  monthly: (m, amount) => m.billing_per_month({ amount }),
  annual: (m, amount) => m.billing_per_year({ amount }),
};

/** "Your bundle runs to 23 Nov 2027, the end of its 12-month commitment", in the portal's language. */
const commitmentText = (m: PortalMessages, day: string, locale: Locale) =>
  m.billing_commitment({ date: formatDate(day, locale), months: billingTerms.bundleCommitmentMonths });

const CATALOGUE = ["Launch", "Growth", "Scale", "Essential", "Accelerate", "Dominate"]
  .map((name) => findPlan(name))
  .filter((plan): plan is Plan => plan !== undefined);

/**
 * The client's plan change (docs/product.md, Billing): every other plan and cycle of the catalogue with the amount
 * the server will charge. Each choice is its own form posted as a page, so it works without JavaScript; the
 * answer is a page with the signed payment form, where the client confirms by paying. The refund of the current
 * plan's unused days is the server's figure for a change paid today (the same function).
 */
export function PlanChange({ subscription: s }: { subscription: ChangeableSubscription }) {
  const { m, locale } = usePortalTexts();
  if (s.cancelledAt || s.cancelRequestedAt || !["active", "past_due"].includes(s.status)) return null;
  const committedTo = commitmentHeldTo(s);
  const choices = CATALOGUE.flatMap((plan) => cycles.map((cycle) => ({ plan, cycle }))).filter(
    ({ plan, cycle }) => !(plan.name === s.plan && cycle === s.cycle),
  );
  return (
    <details className="rounded-lg border border-border p-3">
      <summary className="cursor-pointer font-medium">{m.billing_change_plan()}</summary>
      <p className="mt-2 text-sm text-muted-foreground">
        {m.billing_change_starts({ refund: refundWords(s, m, locale) })}
      </p>
      {committedTo ? (
        <p className="mt-2 text-sm">
          {m.billing_commitment_held({ commitment: commitmentText(m, committedTo, locale) })}
        </p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {choices.map(({ plan, cycle }) => (
            <li key={`${plan.name}-${cycle}`}>
              <ChoiceForm subscriptionId={s.id} plan={plan} cycle={cycle} currency={s.currency} />
            </li>
          ))}
        </ul>
      )}
      <BundleChoices subscription={s} />
    </details>
  );
}

/** The last day of the commitment of a bundle still in it (the server's rule), else null. */
function commitmentHeldTo(s: ChangeableSubscription) {
  if (!isBundle(s.plan)) return null;
  const end = commitmentEndDay(s.createdAt);
  return end < colomboDay(new Date()) ? null : end;
}

/** ", and LKR 1,612.90 for the unused days of your current plan is refunded" when a change paid today refunds any. */
function refundWords(s: ChangeableSubscription, m: PortalMessages, locale: Locale) {
  if (!s.refundBasis) return "";
  const { amount } = unusedRefund(s.refundBasis, colomboDay(new Date()));
  return amount > 0 ? m.billing_unused_refund({ amount: formatMoney(s.refundBasis.currency, amount, locale) }) : "";
}

/**
 * The bundles (one social media plan with one SEO plan, billed monthly at the bundle discount): each says, before
 * the client confirms, the day its commitment ends if paid today, which is the earliest a cancellation can take
 * effect.
 */
function BundleChoices({ subscription: s }: { subscription: ChangeableSubscription }) {
  const { m, locale } = usePortalTexts();
  const runsTo = commitmentEndDay(new Date());
  return (
    <div className="mt-4 grid gap-2">
      <h3 className="font-medium">{m.billing_bundles()}</h3>
      <p className="text-sm text-muted-foreground">
        {m.billing_bundles_pitch({
          months: billingTerms.bundleCommitmentMonths,
          percent: billingTerms.bundleDiscountPercent,
          commitment: commitmentText(m, runsTo, locale),
        })}
      </p>
      <ul className="grid gap-2">
        {bundles
          .filter((bundle) => bundle.name !== s.plan)
          .map((bundle) => (
            <li key={bundle.name}>
              <ChoiceForm subscriptionId={s.id} plan={bundle} cycle="monthly" currency={s.currency} />
            </li>
          ))}
      </ul>
    </div>
  );
}

function ChoiceForm(props: { subscriptionId: string; plan: Plan | Bundle; cycle: Cycle; currency: "LKR" | "USD" }) {
  const { m, locale } = usePortalTexts();
  const { plan, cycle, currency } = props;
  const amount = cycleAmount(plan.price, cycle, currency);
  const cycleText = cycleTexts[cycle](m);
  return (
    <form method="post" action={subscriptionActions} className="flex flex-wrap items-center justify-between gap-2">
      <input type="hidden" name="intent" value="change-plan" />
      <input type="hidden" name="subscription" value={props.subscriptionId} />
      <input type="hidden" name="plan" value={plan.name} />
      <input type="hidden" name="cycle" value={cycle} />
      <input type="hidden" name="amount" value={amount.toFixed(2)} />
      <span>
        {`${planLabel(plan.name, plan.service, m.buy_service_social())}, ${cycleText}: ${perCycle[cycle](m, formatMoney(currency, amount, locale))}`}
      </span>
      <Button type="submit" size="sm" variant="outline">
        {m.billing_change_to({ plan: plan.name, cycle: locale === "en" ? cycleText.toLowerCase() : cycleText })}
      </Button>
    </form>
  );
}
