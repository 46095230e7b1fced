import { Button } from "~/components/ui/button";
import {
  type Bundle,
  billingTerms,
  bundles,
  type Cycle,
  cycleAmount,
  cycleLabels,
  cyclePeriod,
  cycles,
  findPlan,
  isBundle,
  type Plan,
} from "~/features/plans";
import { formatMoney } from "~/lib/format";
import { subscriptionActions } from "~/lib/portal-areas";
import { colomboDay, commitmentEndDay, commitmentWords } from "../../subscriptions/notice";
import { type RefundBasis, unusedDaysWords, unusedRefund } from "../proration";

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
  if (s.cancelledAt || s.cancelRequestedAt || !["active", "past_due"].includes(s.status)) return null;
  const committedTo = commitmentHeldTo(s);
  const choices = CATALOGUE.flatMap((plan) => cycles.map((cycle) => ({ plan, cycle }))).filter(
    ({ plan, cycle }) => !(plan.name === s.plan && cycle === s.cycle),
  );
  return (
    <details className="rounded-lg border border-border p-3">
      <summary className="cursor-pointer font-medium">Change plan</summary>
      <p className="mt-2 text-sm text-muted-foreground">
        {`The new plan starts when you pay its first charge; your current plan is cancelled that day${refundWords(s)}.`}
      </p>
      {committedTo ? (
        <p className="mt-2 text-sm">{`${commitmentWords(committedTo)}: until then it can change to another bundle only.`}</p>
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
function refundWords(s: ChangeableSubscription) {
  if (!s.refundBasis) return "";
  const { amount } = unusedRefund(s.refundBasis, colomboDay(new Date()));
  return amount > 0 ? `, ${unusedDaysWords(formatMoney(s.refundBasis.currency, amount))}` : "";
}

/**
 * The bundles (one social media plan with one SEO plan, billed monthly at the bundle discount): each says, before
 * the client confirms, the day its commitment ends if paid today, which is the earliest a cancellation can take
 * effect.
 */
function BundleChoices({ subscription: s }: { subscription: ChangeableSubscription }) {
  const runsTo = commitmentEndDay(new Date());
  return (
    <div className="mt-4 grid gap-2">
      <h3 className="font-medium">Bundles</h3>
      <p className="text-sm text-muted-foreground">
        {`Bundle a social media plan with an SEO plan on a ${billingTerms.bundleCommitmentMonths}-month commitment and save ${billingTerms.bundleDiscountPercent}%. ${commitmentWords(runsTo)} if you pay today.`}
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
  const { plan, cycle, currency } = props;
  const amount = cycleAmount(plan.price, cycle, currency);
  return (
    <form method="post" action={subscriptionActions} className="flex flex-wrap items-center justify-between gap-2">
      <input type="hidden" name="intent" value="change-plan" />
      <input type="hidden" name="subscription" value={props.subscriptionId} />
      <input type="hidden" name="plan" value={plan.name} />
      <input type="hidden" name="cycle" value={cycle} />
      <input type="hidden" name="amount" value={amount.toFixed(2)} />
      <span>
        {`${plan.name} (${plan.service}), ${cycleLabels[cycle]}: ${formatMoney(currency, amount)} / ${cyclePeriod[cycle]}`}
      </span>
      <Button type="submit" size="sm" variant="outline">
        {`Change to ${plan.name}, ${cycleLabels[cycle].toLowerCase()}`}
      </Button>
    </form>
  );
}
