import { DownloadIcon } from "lucide-react";
import { useState } from "react";
import { DataCell, DataRow, DataTable } from "~/components/data-table";
import { ChoiceField, Field } from "~/components/forms";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import {
  BILLING_KINDS,
  BILLING_STATUSES,
  billingKindLabels,
  billingStatusLabel,
  billingStatusTone,
} from "~/features/billing";
import { formatDate, formatMoney } from "~/lib/format";
import { FilterForm } from "./filter-form";
import { type AdminPageData, Panel, type PanelProps } from "./panel";
import { RefundDialog, refundable } from "./refund-dialog";
import { SettleRefundDialog, useSettleRefund } from "./settle-refund-dialog";

type BillingData = NonNullable<AdminPageData["billing"]>;
type Row = BillingData["rows"][number];

const KIND_CHOICES = BILLING_KINDS.map((value) => ({ value, label: billingKindLabels[value] }));
const STATUS_CHOICES = BILLING_STATUSES.map((value) => ({ value, label: billingStatusLabel(value) }));

/** The filters: a plain GET form, so they live in the address; the CSV link carries the same ones. */
function BillingFilters({ filter }: { filter: BillingData["filter"] }) {
  return (
    <FilterForm label="Filter billing">
      <ChoiceField
        id="billing-kind"
        label="Kind"
        name="kind"
        empty="All"
        choices={KIND_CHOICES}
        defaultValue={filter.kind ?? ""}
      />
      <ChoiceField
        id="billing-status"
        label="Status"
        name="status"
        empty="All"
        choices={STATUS_CHOICES}
        defaultValue={filter.status ?? ""}
      />
      <Field id="billing-month" label="Month">
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

function monthName(month: string) {
  return formatDate(`${month}-01`).replace(/^\d+ /, "");
}

/** The month's revenue per currency: received, less what was refunded that month. */
function Revenue({ month, revenue }: Pick<BillingData, "month" | "revenue">) {
  const title = `Revenue in ${monthName(month)}`;
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {revenue.length === 0 && (
        <div className="flex flex-col rounded-xl border border-border bg-card p-5">
          <dt className="text-sm text-muted-foreground">{title}</dt>
          <dd className="order-first font-display text-3xl font-bold text-primary">None yet</dd>
        </div>
      )}
      {revenue.map((r) => (
        <div key={r.currency} className="flex flex-col rounded-xl border border-border bg-card p-5">
          <dt className="text-sm text-muted-foreground">
            {title} ({r.currency}): {formatMoney(r.currency, r.received)} received
            {r.refunded > 0 && `, ${formatMoney(r.currency, r.refunded)} refunded`}
          </dt>
          <dd className="order-first font-display text-3xl font-bold text-primary">{formatMoney(r.currency, r.net)}</dd>
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
  const settle = useSettleRefund();
  const [refunding, setRefunding] = useState(false);
  if (row.unconfirmedRefund && !refunding) {
    return <SettleRefundDialog row={row} refund={row.unconfirmedRefund} settle={settle} />;
  }
  // A charge we do not honour ("returning") is refunded by the billing jobs; without the merchant API the admin's one
  // click here does it (the dialog offers all that is left), and the job then finds nothing left.
  const canRefund =
    (row.status === "paid" || row.status === "partly_refunded" || row.status === "returning") && refundable(row) > 0;
  if (!canRefund && !refunding) return <span className="sr-only">None</span>;
  return <RefundDialog row={row} open={refunding} setOpen={setRefunding} />;
}

function BillingRowView({ row }: { row: Row }) {
  return (
    <DataRow>
      <DataCell label="Date" span="half" className="whitespace-nowrap">
        {formatDate(row.at)}
      </DataCell>
      <DataCell label="Kind" span="half">
        {billingKindLabels[row.kind]}
      </DataCell>
      <DataCell label="Client" span="full" className="break-words">
        <p className="font-medium">{row.client.name}</p>
        <p className="text-sm text-muted-foreground">{row.client.deskId ?? row.client.email}</p>
      </DataCell>
      <DataCell label="Plan" span="half">
        {row.plan}
        {row.nextBillingDate && (
          <p className="text-sm text-muted-foreground">Next charge {formatDate(row.nextBillingDate)}</p>
        )}
      </DataCell>
      <DataCell label="Status" span="half">
        <Badge variant={billingStatusTone(row.status)}>{billingStatusLabel(row.status)}</Badge>
      </DataCell>
      <DataCell label="Amount" span="half" className="whitespace-nowrap">
        {formatMoney(row.currency, row.amount)}
        {Number(row.refunded) > 0 && (
          <p className="text-sm text-muted-foreground">{formatMoney(row.currency, row.refunded)} refunded</p>
        )}
        {row.unconfirmedRefund && (
          <p className="whitespace-normal text-sm text-danger-text">
            {formatMoney(row.currency, row.unconfirmedRefund.amount)} refund not confirmed by PayHere
          </p>
        )}
      </DataCell>
      <DataCell label="Actions" span="half">
        {row.kind === "payment" ? <PaymentAction row={row} /> : <span className="sr-only">None</span>}
      </DataCell>
    </DataRow>
  );
}

/**
 * Billing: every subscription and payment, those needing the agency first, live; filters in the address, the
 * filtered list as CSV, the month's revenue, and refunds.
 */
export function BillingPanel({ data }: PanelProps<"billing">) {
  const billing = data.billing;
  if (!billing) return null;
  const filtered = billing.filter.kind || billing.filter.status || billing.filter.month;
  return (
    <Panel
      id="billing"
      title="Billing"
      className="gap-4"
      action={
        <Button asChild variant="outline">
          <a href={csvHref(billing.filter)} download>
            <DownloadIcon aria-hidden="true" /> Download CSV
          </a>
        </Button>
      }
    >
      <Revenue month={billing.month} revenue={billing.revenue} />
      <BillingFilters filter={billing.filter} />
      {billing.rows.length === 0 ? (
        <p className="text-muted-foreground">{filtered ? "Nothing matches." : "No subscriptions or payments yet."}</p>
      ) : (
        <DataTable
          caption="Subscriptions and payments"
          head={["Date", "Kind", "Client", "Plan", "Status", "Amount", "Actions"]}
        >
          {billing.rows.map((row) => (
            <BillingRowView key={`${row.kind}-${row.id}`} row={row} />
          ))}
        </DataTable>
      )}
    </Panel>
  );
}
