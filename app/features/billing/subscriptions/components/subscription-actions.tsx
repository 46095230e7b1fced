import { type ReactNode, useState } from "react";
import { useFetcher, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { billingTerms, inReadersWords, isBundle } from "~/features/plans";
import { formatDate } from "~/lib/format";
import type { Locale } from "~/lib/locale";
import { subscriptionActions } from "~/lib/portal-areas";
import { type PortalMessages, usePortalTexts } from "~/lib/portal-texts";
import { FAILED_STATUS_CODES } from "../../labels";
import { cancellationEndDay, commitmentEndDay } from "../notice";

/** What the actions need of a subscription (a row of the Billing tab's data). */
export type ActionableSubscription = {
  id: string;
  plan: string;
  service: string;
  status: string;
  cycle: string;
  nextBillingDate: string | null;
  createdAt: Date | string;
  cancelRequestedAt: Date | string | null;
  serviceEndsOn: string | null;
  cancelledAt: Date | string | null;
};

type Answer = { ok: boolean; message: string };
/** Without JavaScript the Cancel button is a link to this step, which asks again on the page itself. */
const CONFIRM_PARAM = "confirm-cancel";

/**
 * The client's actions on one subscription (docs/product.md, Billing): cancel with notice (confirmed in a dialog,
 * or on a confirm step without JavaScript), undo a scheduled cancellation, retry a failed payment. The server
 * decides everything; each form says what it answered in a status line, and the tab reloads with the new state.
 */
export function SubscriptionActions({ subscription: s }: { subscription: ActionableSubscription }) {
  const { m } = usePortalTexts();
  const fetcher = useFetcher<Answer>();
  const busy = fetcher.state !== "idle";
  if (s.cancelledAt || s.status === "cancelled") return null;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        {FAILED_STATUS_CODES.includes(s.status) && (
          <ActionForm fetcher={fetcher} intent="retry" id={s.id} busy={busy} label={m.billing_retry()} />
        )}
        {s.cancelRequestedAt ? (
          <ActionForm fetcher={fetcher} intent="undo-cancel" id={s.id} busy={busy} label={m.billing_undo_cancel()} />
        ) : (
          <CancelControl subscription={s} fetcher={fetcher} busy={busy} />
        )}
      </div>
      <p role="status" className={fetcher.data?.ok === false ? "text-sm text-danger-text" : "text-sm"}>
        {busy ? m.billing_working() : fetcher.data?.message}
      </p>
    </div>
  );
}

type Fetcher = ReturnType<typeof useFetcher<Answer>>;

function ActionForm(props: { fetcher: Fetcher; intent: string; id: string; busy: boolean; label: string }) {
  const { fetcher, intent, id, busy, label } = props;
  return (
    <fetcher.Form method="post" action={subscriptionActions}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="subscription" value={id} />
      <Button type="submit" variant={intent === "retry" ? "default" : "outline"} disabled={busy}>
        {label}
      </Button>
    </fetcher.Form>
  );
}

function CancelControl({
  subscription: s,
  fetcher,
  busy,
}: {
  subscription: ActionableSubscription;
  fetcher: Fetcher;
  busy: boolean;
}) {
  const { m, locale } = usePortalTexts();
  const [open, setOpen] = useState(false);
  const [params] = useSearchParams();
  const confirming = params.get(CONFIRM_PARAM) === s.id;
  const question = cancelQuestion(s, m, locale);
  const confirmForm = (
    <fetcher.Form method="post" action={subscriptionActions} onSubmit={() => setOpen(false)}>
      <input type="hidden" name="intent" value="cancel" />
      <input type="hidden" name="subscription" value={s.id} />
      <Button type="submit" variant="destructive" disabled={busy}>
        {m.billing_cancel_my_plan()}
      </Button>
    </fetcher.Form>
  );
  if (confirming) return <ConfirmStep id={s.id} question={question} confirmForm={confirmForm} />;
  return (
    <>
      <Button asChild variant="outline">
        <a
          href={`/dashboard/billing?${CONFIRM_PARAM}=${s.id}`}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          {m.billing_cancel_plan()}
        </a>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{m.billing_cancel_title()}</DialogTitle>
            <DialogDescription>{question}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {m.billing_keep_plan()}
            </Button>
            {confirmForm}
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** The confirm step as part of the page: where the Cancel link leads without JavaScript. */
function ConfirmStep({ id, question, confirmForm }: { id: string; question: string; confirmForm: ReactNode }) {
  const { m } = usePortalTexts();
  return (
    <section aria-labelledby={`confirm-${id}`} className="grid gap-3 rounded-lg border border-destructive p-4">
      <h3 id={`confirm-${id}`} className="font-semibold">
        {m.billing_cancel_title()}
      </h3>
      <p className="text-sm">{question}</p>
      <div className="flex flex-wrap gap-2">
        {confirmForm}
        <Button asChild variant="outline">
          <a href="/dashboard/billing">{m.billing_keep_plan()}</a>
        </Button>
      </div>
    </section>
  );
}

/**
 * What the client confirms: the day the plan ends (the server's rule, the same function), which for a bundle is
 * never before the end of its commitment.
 */
function cancelQuestion(s: ActionableSubscription, m: PortalMessages, locale: Locale) {
  const until = cancellationEndDay(new Date(), s);
  const date = formatDate(until, locale);
  if (isBundle(s.plan) && until === commitmentEndDay(s.createdAt)) {
    const commitment = m.billing_commitment({ date, months: billingTerms.bundleCommitmentMonths });
    return m.billing_bundle_cancel_question({ commitment });
  }
  return m.billing_cancel_question({ plan: s.plan, service: inReadersWords(s.service, m.buy_service_social()), date });
}
