import { DataCell, DataRow, DataTable } from "~/components/data-table";
import { DateTime } from "~/components/date-time";
import { ChoiceField, Field } from "~/components/forms";
import { Badge } from "~/components/ui/badge";
import { Input } from "~/components/ui/input";
import type { QuoteServiceId } from "~/features/leads/index.server";
import { type PortalMessages, usePortalTexts } from "~/lib/portal-texts";
import { FilterForm } from "./filter-form";
import { type AdminPageData, Panel, type PanelProps } from "./panel";
import { SelectSave } from "./select-save";

type Lead = AdminPageData["leads"][number];

const LEAD_STATUSES = [
  { value: "new", label: (m: PortalMessages) => m.admin_leads_status_new() },
  { value: "contacted", label: (m: PortalMessages) => m.admin_leads_status_contacted() },
  { value: "closed", label: (m: PortalMessages) => m.admin_leads_status_closed() },
];

const SERVICE_NAMES: Record<QuoteServiceId, (m: PortalMessages) => string> = {
  seo: (m) => m.admin_leads_service_seo(),
  design: (m) => m.admin_leads_service_design(),
  web: (m) => m.admin_leads_service_web(),
};

/** A stored service id by its name ("seo": "SEO Optimization"); an id no longer offered is shown as it is. */
const serviceName = (m: PortalMessages, id: string) =>
  Object.hasOwn(SERVICE_NAMES, id) ? SERVICE_NAMES[id as QuoteServiceId](m) : id;

/** A budget or timeline the form stored in English ("Flexible", "3-4 months"), in the reader's words; others as sent. */
function optionText(m: PortalMessages, value: string) {
  if (value === "Flexible") return m.admin_leads_flexible();
  const months = /^(.+) months$/.exec(value)?.[1];
  return months ? m.admin_leads_months({ range: months }) : value;
}

/** The message with the quote's budget, timeline and phone, labelled in the reader's language. */
function leadDetail(m: PortalMessages, lead: Lead) {
  return [
    lead.message,
    lead.budget && m.admin_leads_budget({ budget: optionText(m, lead.budget) }),
    lead.timeline && m.admin_leads_timeline({ timeline: optionText(m, lead.timeline) }),
    lead.phone && m.admin_leads_phone({ phone: lead.phone }),
  ]
    .filter(Boolean)
    .join(" · ");
}

const leadStatusChoices = (m: PortalMessages) => LEAD_STATUSES.map(({ value, label }) => ({ value, label: label(m) }));

/** The search: a plain GET form, so the filter lives in the address and works without JavaScript. */
function LeadSearch({ q, status }: { q: string; status: string | null }) {
  const { m } = usePortalTexts();
  return (
    <FilterForm label={m.admin_leads_search_label()} submit={m.admin_leads_search_submit()}>
      <Field id="leads-q" label={m.admin_leads_search_field()}>
        <Input id="leads-q" name="q" type="search" defaultValue={q} maxLength={200} className="w-64" />
      </Field>
      <ChoiceField
        id="leads-status"
        label={m.admin_leads_col_status()}
        name="status"
        empty={m.admin_filter_all()}
        choices={leadStatusChoices(m)}
        defaultValue={status ?? ""}
      />
    </FilterForm>
  );
}

function LeadRow({ lead }: { lead: Lead }) {
  const { m } = usePortalTexts();
  return (
    <DataRow>
      <DataCell label={m.admin_leads_col_received()} span="half" className="whitespace-nowrap">
        <DateTime at={lead.createdAt} />
      </DataCell>
      <DataCell label={m.admin_leads_col_type()} span="half">
        <Badge variant={lead.kind === "quote" ? "info" : "outline"}>
          {lead.kind === "quote" ? m.admin_leads_kind_quote() : m.admin_leads_kind_contact()}
        </Badge>
      </DataCell>
      <DataCell label={m.admin_leads_col_from()} span="full" className="break-words">
        <p className="font-medium">{lead.name}</p>
        <a href={`mailto:${lead.email}`} className="text-primary underline-offset-4 hover:underline">
          {lead.email}
        </a>
      </DataCell>
      <DataCell label={m.admin_leads_col_details()} span="full" className="max-w-md @max-4xl:max-w-none">
        {lead.services.length > 0 && (
          <p className="font-medium">{lead.services.map((id) => serviceName(m, id)).join(", ")}</p>
        )}
        <p className="whitespace-pre-line break-words text-muted-foreground">{leadDetail(m, lead)}</p>
      </DataCell>
      <DataCell label={m.admin_leads_col_status()}>
        <SelectSave
          label={m.admin_leads_status_of({ name: lead.name })}
          name="status"
          value={lead.status}
          choices={leadStatusChoices(m)}
          fields={{ intent: "lead-status", kind: lead.kind, leadId: lead.id }}
        />
      </DataCell>
    </DataRow>
  );
}

/** Leads: contact messages and quote requests from the public site, newest first, live. */
export function LeadsPanel({ data }: PanelProps<"leads" | "q" | "status">) {
  const { m } = usePortalTexts();
  const title = m.admin_leads_title();
  const head = [
    m.admin_leads_col_received(),
    m.admin_leads_col_type(),
    m.admin_leads_col_from(),
    m.admin_leads_col_details(),
    m.admin_leads_col_status(),
  ];
  return (
    <Panel id="leads" title={title} className="gap-4">
      <LeadSearch q={data.q} status={data.status} />
      {data.leads.length === 0 ? (
        <p className="text-muted-foreground">
          {data.q || data.status ? m.admin_leads_none_match() : m.admin_leads_none()}
        </p>
      ) : (
        <DataTable caption={title} head={head}>
          {data.leads.map((lead) => (
            <LeadRow key={`${lead.kind}-${lead.id}`} lead={lead} />
          ))}
        </DataTable>
      )}
    </Panel>
  );
}
