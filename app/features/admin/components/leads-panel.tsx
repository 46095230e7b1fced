import { DataCell, DataRow, DataTable } from "~/components/data-table";
import { DateTime } from "~/components/date-time";
import { ChoiceField, Field } from "~/components/forms";
import { Badge } from "~/components/ui/badge";
import { Input } from "~/components/ui/input";
import { FilterForm } from "./filter-form";
import { type AdminPageData, Panel, type PanelProps } from "./panel";
import { SelectSave } from "./select-save";

type Lead = AdminPageData["leads"][number];

const LEAD_STATUS_CHOICES = [
  { value: "new", label: "New" },
  { value: "contacted", label: "Contacted" },
  { value: "closed", label: "Closed" },
];

/** The search: a plain GET form, so the filter lives in the address and works without JavaScript. */
function LeadSearch({ q, status }: { q: string; status: string | null }) {
  return (
    <FilterForm label="Lead search" submit="Search">
      <Field id="leads-q" label="Search leads">
        <Input id="leads-q" name="q" type="search" defaultValue={q} maxLength={200} className="w-64" />
      </Field>
      <ChoiceField
        id="leads-status"
        label="Status"
        name="status"
        empty="All"
        choices={LEAD_STATUS_CHOICES}
        defaultValue={status ?? ""}
      />
    </FilterForm>
  );
}

function LeadRow({ lead }: { lead: Lead }) {
  return (
    <DataRow>
      <DataCell label="Received" span="half" className="whitespace-nowrap">
        <DateTime at={lead.createdAt} />
      </DataCell>
      <DataCell label="Type" span="half">
        <Badge variant={lead.kind === "quote" ? "info" : "outline"}>
          {lead.kind === "quote" ? "Quote" : "Contact"}
        </Badge>
      </DataCell>
      <DataCell label="From" span="full" className="break-words">
        <p className="font-medium">{lead.name}</p>
        <a href={`mailto:${lead.email}`} className="text-primary underline-offset-4 hover:underline">
          {lead.email}
        </a>
      </DataCell>
      <DataCell label="Details" span="full" className="max-w-md @max-4xl:max-w-none">
        {lead.services.length > 0 && <p className="font-medium">{lead.services.join(", ")}</p>}
        <p className="whitespace-pre-line break-words text-muted-foreground">{lead.detail}</p>
      </DataCell>
      <DataCell label="Status">
        <SelectSave
          label={`Status of the lead from ${lead.name}`}
          name="status"
          value={lead.status}
          choices={LEAD_STATUS_CHOICES}
          fields={{ intent: "lead-status", kind: lead.kind, leadId: lead.id }}
        />
      </DataCell>
    </DataRow>
  );
}

/** Leads: contact messages and quote requests from the public site, newest first, live. */
export function LeadsPanel({ data }: PanelProps<"leads" | "q" | "status">) {
  return (
    <Panel id="leads" title="Leads" className="gap-4">
      <LeadSearch q={data.q} status={data.status} />
      {data.leads.length === 0 ? (
        <p className="text-muted-foreground">{data.q || data.status ? "No leads match." : "No leads yet."}</p>
      ) : (
        <DataTable caption="Leads" head={["Received", "Type", "From", "Details", "Status"]}>
          {data.leads.map((lead) => (
            <LeadRow key={`${lead.kind}-${lead.id}`} lead={lead} />
          ))}
        </DataTable>
      )}
    </Panel>
  );
}
