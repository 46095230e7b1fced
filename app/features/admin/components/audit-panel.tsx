import { ChevronLeftIcon, ChevronRightIcon, DownloadIcon } from "lucide-react";
import { Link } from "react-router";
import { DataCell, DataRow, DataTable } from "~/components/data-table";
import { ChoiceField, Field } from "~/components/forms";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { formatDateTime } from "~/lib/format";
import { adminArea } from "~/lib/portal-areas";
import { type PortalMessages, usePortalTexts } from "~/lib/portal-texts";
import { auditActionTexts } from "./audit-action-texts";
import { auditDetailText } from "./audit-detail-texts";
import { FilterForm } from "./filter-form";
import { type AdminPageData, Panel, type PanelProps } from "./panel";

type Audit = NonNullable<AdminPageData["audit"]>;
type Filter = Audit["filter"];

const actionChoices = (m: PortalMessages) =>
  Object.entries(auditActionTexts).map(([value, label]) => ({ value, label: label(m) }));

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
  const { m } = usePortalTexts();
  return (
    <FilterForm label={m.admin_audit_filter()}>
      <Field id="audit-user" label={m.admin_audit_user()}>
        <Input id="audit-user" name="user" defaultValue={filter.user ?? ""} placeholder="FLD-XXXXX" className="w-40" />
      </Field>
      <ChoiceField
        id="audit-action"
        label={m.admin_audit_action()}
        name="action"
        empty={m.admin_audit_all_actions()}
        choices={actionChoices(m)}
        defaultValue={filter.action ?? ""}
      />
      <Field id="audit-from" label={m.admin_audit_from()}>
        <Input id="audit-from" name="from" type="date" defaultValue={filter.from ?? ""} className="w-40" />
      </Field>
      <Field id="audit-to" label={m.admin_audit_to()}>
        <Input id="audit-to" name="to" type="date" defaultValue={filter.to ?? ""} className="w-40" />
      </Field>
    </FilterForm>
  );
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
  const { m, locale } = usePortalTexts();
  return (
    <DataRow>
      <DataCell className="whitespace-nowrap">
        <time dateTime={row.at}>{formatDateTime(row.at, locale)}</time>
      </DataCell>
      <DataCell label={m.admin_audit_who()} span="half" className="break-words">
        <Person name={row.actorName} deskId={row.actorDeskId} none={m.admin_audit_nobody()} />
      </DataCell>
      <DataCell label={m.admin_audit_action()} span="half">
        <Badge variant={row.action === "sign-in-failed" ? "danger" : "outline"}>
          {auditActionTexts[row.action](m)}
        </Badge>
      </DataCell>
      <DataCell label={m.admin_audit_record()} span="half" className="break-words">
        {row.targetName ? <Person name={row.targetName} deskId={row.target} none="" /> : row.target || "—"}
      </DataCell>
      <DataCell label={m.admin_audit_address()} span="half" className="font-mono">
        {row.ip ?? "—"}
      </DataCell>
      <DataCell
        label={m.admin_audit_detail()}
        span="full"
        className="max-w-xs break-words text-muted-foreground @max-4xl:max-w-none"
      >
        {auditDetailText(row.action, row.detail, { m, people: deskIds, locale }) || "—"}
      </DataCell>
    </DataRow>
  );
}

function Pages({ audit }: { audit: Audit }) {
  const { m } = usePortalTexts();
  const { filter, hasNext } = audit;
  const to = (page: number) => `${adminArea("audit")}?${new URLSearchParams(queryOf(filter, page))}`;
  if (filter.page === 1 && !hasNext) return null;
  return (
    <nav aria-label={m.admin_audit_pages()} className="flex flex-wrap items-center gap-3">
      {filter.page > 1 && (
        <Button asChild variant="outline" size="sm">
          <Link to={to(filter.page - 1)} preventScrollReset>
            <ChevronLeftIcon aria-hidden="true" /> {m.admin_audit_newer()}
          </Link>
        </Button>
      )}
      <span className="text-sm text-muted-foreground">{m.admin_audit_page({ page: filter.page })}</span>
      {hasNext && (
        <Button asChild variant="outline" size="sm">
          <Link to={to(filter.page + 1)} preventScrollReset>
            {m.admin_audit_older()} <ChevronRightIcon aria-hidden="true" />
          </Link>
        </Button>
      )}
    </nav>
  );
}

/** Audit: who did what to which record, when and from where; filtered in the address, exported as CSV. */
export function AuditPanel({ data }: PanelProps<"audit" | "users">) {
  const { m } = usePortalTexts();
  const audit = data.audit;
  if (!audit) return null;
  const deskIds = new Map(
    data.users.map((u) => [u.id, u.name === u.flideskId ? u.flideskId : `${u.name} (${u.flideskId})`]),
  );
  const exportQuery = queryOf(audit.filter).toString();
  const exportLink = (
    <Button asChild variant="outline" size="sm">
      <a href={`/dashboard/export/audit.csv${exportQuery ? `?${exportQuery}` : ""}`} download>
        <DownloadIcon aria-hidden="true" /> {m.admin_audit_export()}
      </a>
    </Button>
  );
  return (
    <Panel id="audit" title={m.admin_audit_title()} action={exportLink} className="gap-4">
      <AuditFilters filter={audit.filter} />
      {audit.rows.length === 0 ? (
        <p className="text-muted-foreground">{m.admin_audit_none()}</p>
      ) : (
        <DataTable
          caption={m.admin_audit_title()}
          head={[
            m.admin_audit_when(),
            m.admin_audit_who(),
            m.admin_audit_action(),
            m.admin_audit_record(),
            m.admin_audit_address(),
            m.admin_audit_detail(),
          ]}
        >
          {audit.rows.map((row) => (
            <AuditRow key={row.id} row={row} deskIds={deskIds} />
          ))}
        </DataTable>
      )}
      <Pages audit={audit} />
    </Panel>
  );
}
