import { ChevronLeftIcon, ChevronRightIcon, DownloadIcon } from "lucide-react";
import { Link } from "react-router";
import { DataCell, DataRow, DataTable } from "~/components/data-table";
import { ChoiceField, Field } from "~/components/forms";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { formatDateTime } from "~/lib/format";
import { adminArea } from "~/lib/portal-areas";
import { auditActionLabels } from "../messages";
import { FilterForm } from "./filter-form";
import { type AdminPageData, Panel, type PanelProps } from "./panel";

type Audit = NonNullable<AdminPageData["audit"]>;
type Filter = Audit["filter"];

const ACTION_CHOICES = Object.entries(auditActionLabels).map(([value, label]) => ({ value, label }));

/** The filters as a query: the tab's own address, the CSV export's, and each page's. */
function queryOf(filter: Filter, page?: number) {
  const query = new URLSearchParams();
  for (const key of ["user", "action", "from", "to"] as const) {
    const value = filter[key];
    if (value) query.set(key, value);
  }
  if (page && page > 1) query.set("page", String(page));
  return query;
}

/** A plain GET form: the filters live in the address and work without JavaScript. */
function AuditFilters({ filter }: { filter: Filter }) {
  return (
    <FilterForm label="Filter the audit log">
      <Field id="audit-user" label="User (Fli DESK ID)">
        <Input id="audit-user" name="user" defaultValue={filter.user ?? ""} placeholder="FLD-XXXXX" className="w-40" />
      </Field>
      <ChoiceField
        id="audit-action"
        label="Action"
        name="action"
        empty="All actions"
        choices={ACTION_CHOICES}
        defaultValue={filter.action ?? ""}
      />
      <Field id="audit-from" label="From">
        <Input id="audit-from" name="from" type="date" defaultValue={filter.from ?? ""} className="w-40" />
      </Field>
      <Field id="audit-to" label="To">
        <Input id="audit-to" name="to" type="date" defaultValue={filter.to ?? ""} className="w-40" />
      </Field>
    </FilterForm>
  );
}

/** A row's detail in words: user ids as the people the dashboard knows, by name and desk ID. */
function detailText(detail: Record<string, unknown>, people: Map<string, string>) {
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === "string" ? (people.get(value) ?? value) : String(value)}`)
    .join(", ");
}

/**
 * A person by name, their desk ID under it in small muted type: an admin reads the name and can still search the
 * log by the ID. An ID nobody holds (a failed sign-in to it) stands alone.
 */
function Person({ name, deskId, none }: { name: string | null; deskId: string | null; none: string }) {
  if (!deskId) return <>{name ?? none}</>;
  if (!name || name === deskId) return <span className="font-mono">{deskId}</span>;
  return (
    <>
      <span className="block font-medium">{name}</span>
      <span className="block font-mono text-xs text-muted-foreground">{deskId}</span>
    </>
  );
}

function AuditRow({ row, deskIds }: { row: Audit["rows"][number]; deskIds: Map<string, string> }) {
  return (
    <DataRow>
      <DataCell className="whitespace-nowrap">
        <time dateTime={row.at}>{formatDateTime(row.at)}</time>
      </DataCell>
      <DataCell label="Who" span="half" className="break-words">
        <Person name={row.actorName} deskId={row.actorDeskId} none="Nobody signed in" />
      </DataCell>
      <DataCell label="Action" span="half">
        <Badge variant={row.action === "sign-in-failed" ? "danger" : "outline"}>{auditActionLabels[row.action]}</Badge>
      </DataCell>
      <DataCell label="Record" span="half" className="break-words">
        {row.targetName ? <Person name={row.targetName} deskId={row.target} none="" /> : row.target || "—"}
      </DataCell>
      <DataCell label="Address" span="half" className="font-mono">
        {row.ip ?? "—"}
      </DataCell>
      <DataCell label="Detail" span="full" className="max-w-xs break-words text-muted-foreground @max-4xl:max-w-none">
        {detailText(row.detail, deskIds) || "—"}
      </DataCell>
    </DataRow>
  );
}

function Pages({ audit }: { audit: Audit }) {
  const { filter, hasNext } = audit;
  const to = (page: number) => `${adminArea("audit")}?${new URLSearchParams(queryOf(filter, page))}`;
  if (filter.page === 1 && !hasNext) return null;
  return (
    <nav aria-label="Audit log pages" className="flex flex-wrap items-center gap-3">
      {filter.page > 1 && (
        <Button asChild variant="outline" size="sm">
          <Link to={to(filter.page - 1)} preventScrollReset>
            <ChevronLeftIcon aria-hidden="true" /> Newer
          </Link>
        </Button>
      )}
      <span className="text-sm text-muted-foreground">Page {filter.page}</span>
      {hasNext && (
        <Button asChild variant="outline" size="sm">
          <Link to={to(filter.page + 1)} preventScrollReset>
            Older <ChevronRightIcon aria-hidden="true" />
          </Link>
        </Button>
      )}
    </nav>
  );
}

/** Audit: who did what to which record, when and from where; filtered in the address, exported as CSV. */
export function AuditPanel({ data }: PanelProps<"audit" | "users">) {
  const audit = data.audit;
  if (!audit) return null;
  const deskIds = new Map(
    data.users.map((u) => [u.id, u.name === u.flideskId ? u.flideskId : `${u.name} (${u.flideskId})`]),
  );
  const exportQuery = queryOf(audit.filter).toString();
  const exportLink = (
    <Button asChild variant="outline" size="sm">
      <a href={`/dashboard/export/audit.csv${exportQuery ? `?${exportQuery}` : ""}`} download>
        <DownloadIcon aria-hidden="true" /> Export CSV
      </a>
    </Button>
  );
  return (
    <Panel id="audit" title="Audit log" action={exportLink} className="gap-4">
      <AuditFilters filter={audit.filter} />
      {audit.rows.length === 0 ? (
        <p className="text-muted-foreground">No recorded actions match.</p>
      ) : (
        <DataTable caption="Audit log" head={["When", "Who", "Action", "Record", "Address", "Detail"]}>
          {audit.rows.map((row) => (
            <AuditRow key={row.id} row={row} deskIds={deskIds} />
          ))}
        </DataTable>
      )}
      <Pages audit={audit} />
    </Panel>
  );
}
