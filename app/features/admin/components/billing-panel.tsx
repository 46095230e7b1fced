import { DownloadIcon } from "lucide-react";
import { useState } from "react";
import { DataCell, DataRow, DataTable } from "~/components/data-table";
import { ChoiceField, Field } from "~/components/forms";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { BILLING_KINDS, BILLING_STATUSES, billingStatusTone } from "~/features/billing";
import { inReadersWords } from "~/features/plans";
import { formatDate, formatMoney, formatMonth } from "~/lib/format";
import type { Locale } from "~/lib/locale";
import { type PortalMessages, usePortalTexts } from "~/lib/portal-texts";
import { billingKindTexts, billingStatusText } from "./billing-texts";
import { FilterForm } from "./filter-form";
import { type AdminPageData, Panel, type PanelProps } from "./panel";
import { RefundDialog, refundable } from "./refund-dialog";
import { SettleRefundDialog, useSettleRefund } from "./settle-refund-dialog";

type BillingData = NonNullable<AdminPageData["billing"]>;
type Row = BillingData["rows"][number];

const kindChoices = (m: PortalMessages) => BILLING_KINDS.map((value) => ({ value, label: billingKindTexts[value](m) }));
const statusChoices = (m: PortalMessages) =>
  BILLING_STATUSES.map((value) => ({ value, label: billingStatusText(m, value) }));

/** The filters: a plain GET form, so they live in the address; the CSV link carries the same ones. */
function BillingFilters({ filter }: { filter: BillingData["filter"] }) {
  const { m } = usePortalTexts();
  return (
    <FilterForm label={m.admin_billing_filter()}>
      <ChoiceField
        id="billing-kind"
        label={m.admin_billing_kind()}
        name="kind"
        empty={m.admin_billing_all()}
        choices={kindChoices(m)}
        defaultValue={filter.kind ?? ""}
      />
      <ChoiceField
        id="billing-status"
        label={m.billing_status()}
        name="status"
        empty={m.admin_billing_all()}
        choices={statusChoices(m)}
        defaultValue={filter.status ?? ""}
      />
      <Field id="billing-month" label={m.report_month()}>
        <Input id="billing-month" name="month" type="month" defaultValue={filter.month ?? ""} className="w-44" />
      </Field>
    </FilterForm>
  );
}

function csvHref(filter: BillingData["filter"]) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value) query.set(name, value);
  const text = query.toString();
  return `/dashboard/export/billing.csv${text ? `?${text}` : ""}`;
}

/** "Nov 2026" in English, as it always read; Sinhala and Tamil name the month in full. */
function monthName(month: string, locale: Locale) {
  if (locale !== "en") return formatMonth(month, "long", locale);
  return formatDate(`${month}-01`).replace(/^\d+ /, "");
}

/** The month's revenue per currency: received, less what was refunded that month. */
function Revenue({ month, revenue }: Pick<BillingData, "month" | "revenue">) {
  const { m, locale } = usePortalTexts();
  const title = m.admin_billing_revenue_in({ month: monthName(month, locale) });
  const money = (currency: string, sum: number | string) => formatMoney(currency, sum, locale);
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {revenue.length === 0 && (
        <div className="flex flex-col rounded-xl border border-border bg-card p-5">
          <dt className="text-sm text-muted-foreground">{title}</dt>
          <dd className="order-first font-display text-3xl font-bold text-primary">{m.admin_billing_none_yet()}</dd>
        </div>
      )}
      {revenue.map((r) => (
        <div key={r.currency} className="flex flex-col rounded-xl border border-border bg-card p-5">
          <dt className="text-sm text-muted-foreground">
            {r.refunded > 0
              ? m.admin_billing_revenue_received_refunded({
                  title,
                  currency: r.currency,
                  received: money(r.currency, r.received),
                  refunded: money(r.currency, r.refunded),
                })
              : m.admin_billing_revenue_received({
                  title,
                  currency: r.currency,
                  received: money(r.currency, r.received),
                })}
          </dt>
          <dd className="order-first font-display text-3xl font-bold text-primary">{money(r.currency, r.net)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A payment's action: settle the refund PayHere did not confirm, else refund what is left. The dialogs' state is
 * kept here, in the row, as the answer to either changes what the row offers.
 */
function PaymentAction({ row }: { row: Row }) {
  const { m } = usePortalTexts();
  const settle = useSettleRefund();
  const [refunding, setRefunding] = useState(false);
  if (row.unconfirmedRefund && !refunding) {
    return <SettleRefundDialog row={row} refund={row.unconfirmedRefund} settle={settle} />;
  }
  // A charge we do not honour ("returning") is refunded by the billing jobs; without the merchant API the admin's one
  // click here does it (the dialog offers all that is left), and the job then finds nothing left.
  const canRefund =
    (row.status === "paid" || row.status === "partly_refunded" || row.status === "returning") && refundable(row) > 0;
  if (!canRefund && !refunding) return <span className="sr-only">{m.billing_none()}</span>;
  return <RefundDialog row={row} open={refunding} setOpen={setRefunding} />;
}

function BillingRowView({ row }: { row: Row }) {
  const { m, locale } = usePortalTexts();
  const money = (sum: number | string) => formatMoney(row.currency, sum, locale);
  return (
    <DataRow>
      <DataCell label={m.billing_date()} span="half" className="whitespace-nowrap">
        {formatDate(row.at, locale)}
      </DataCell>
      <DataCell label={m.admin_billing_kind()} span="half">
        {billingKindTexts[row.kind](m)}
      </DataCell>
      <DataCell label={m.project_client()} span="full" className="break-words">
        <p className="font-medium">{row.client.name}</p>
        <p className="text-sm text-muted-foreground">{row.client.deskId ?? row.client.email}</p>
      </DataCell>
      <DataCell label={m.billing_plan()} span="half">
        {inReadersWords(row.plan, m.buy_service_social())}
        {row.nextBillingDate && (
          <p className="text-sm text-muted-foreground">
            {m.admin_billing_next_charge({ date: formatDate(row.nextBillingDate, locale) })}
          </p>
        )}
      </DataCell>
      <DataCell label={m.billing_status()} span="half">
        <Badge variant={billingStatusTone(row.status)}>{billingStatusText(m, row.status)}</Badge>
      </DataCell>
      <DataCell label={m.billing_amount()} span="half" className="whitespace-nowrap">
        {money(row.amount)}
        {Number(row.refunded) > 0 && (
          <p className="whitespace-normal text-sm text-muted-foreground">
            {m.admin_billing_amount_refunded({ amount: money(row.refunded) })}
          </p>
        )}
        {row.unconfirmedRefund && (
          <p className="whitespace-normal text-sm text-danger-text">
            {m.admin_billing_refund_not_confirmed({ amount: money(row.unconfirmedRefund.amount) })}
          </p>
        )}
      </DataCell>
      <DataCell label={m.admin_billing_actions()} span="half">
        {row.kind === "payment" ? <PaymentAction row={row} /> : <span className="sr-only">{m.billing_none()}</span>}
      </DataCell>
    </DataRow>
  );
}

/**
 * Billing: every subscription and payment, those needing the agency first, live; filters in the address, the
 * filtered list as CSV, the month's revenue, and refunds.
 */
export function BillingPanel({ data }: PanelProps<"billing">) {
  const { m } = usePortalTexts();
  const billing = data.billing;
  if (!billing) return null;
  const filtered = billing.filter.kind || billing.filter.status || billing.filter.month;
  return (
    <Panel
      id="billing"
      title={m.client_tab_billing()}
      className="gap-4"
      action={
        <Button asChild variant="outline">
          <a href={csvHref(billing.filter)} download>
            <DownloadIcon aria-hidden="true" /> {m.calendar_download_csv()}
          </a>
        </Button>
      }
    >
      <Revenue month={billing.month} revenue={billing.revenue} />
      <BillingFilters filter={billing.filter} />
      {billing.rows.length === 0 ? (
        <p className="text-muted-foreground">
          {filtered ? m.admin_billing_nothing_matches() : m.admin_billing_empty()}
        </p>
      ) : (
        <DataTable
          caption={m.admin_billing_caption()}
          head={[
            m.billing_date(),
            m.admin_billing_kind(),
            m.project_client(),
            m.billing_plan(),
            m.billing_status(),
            m.billing_amount(),
            m.admin_billing_actions(),
          ]}
        >
          {billing.rows.map((row) => (
            <BillingRowView key={`${row.kind}-${row.id}`} row={row} />
          ))}
        </DataTable>
      )}
    </Panel>
  );
}
