import type { AuditAction } from "#db/schema/values";
import { isPostStatus, postStatusText } from "~/features/calendar";
import { statusText } from "~/features/projects";
import { ticketStatusText } from "~/features/support";
import { formatDateTime } from "~/lib/format";
import type { Locale } from "~/lib/locale";
import type { PortalMessages } from "~/lib/portal-texts";

/**
 * An audit row's detail in the reader's language (decision 49): each stored key by its name, and the codes the
 * writes store (a status, a role, how someone signed in, ...) by their label. Ids of people the dashboard knows are
 * their names; text someone typed (a title, a reason), emails, amounts and plan names are shown as stored, and so is
 * any key or code this table does not know yet. The CSV export keeps the stored detail as it is.
 */
type Text = (m: PortalMessages) => string;

const keyTexts: Record<string, Text> = {
  from: (m) => m.admin_audit_key_from(),
  to: (m) => m.admin_audit_key_to(),
  fromTime: (m) => m.admin_audit_key_from(),
  toTime: (m) => m.admin_audit_key_to(),
  status: (m) => m.admin_audit_key_status(),
  role: (m) => m.admin_audit_key_role(),
  email: (m) => m.admin_audit_key_email(),
  title: (m) => m.admin_audit_key_title(),
  clientId: (m) => m.admin_audit_key_client(),
  freelancerId: (m) => m.admin_audit_key_freelancer(),
  assigneeId: (m) => m.admin_audit_key_assignee(),
  askedBy: (m) => m.admin_audit_key_asked_by(),
  plan: (m) => m.admin_audit_key_plan(),
  amount: (m) => m.admin_audit_key_amount(),
  currency: (m) => m.admin_audit_key_currency(),
  reason: (m) => m.admin_audit_key_reason(),
  confirmed: (m) => m.admin_audit_key_confirmed(),
  via: (m) => m.admin_audit_key_via(),
  secondFactor: (m) => m.admin_audit_key_second_factor(),
  month: (m) => m.admin_audit_key_month(),
  keyword: (m) => m.admin_audit_key_keyword(),
  reference: (m) => m.admin_audit_key_reference(),
  outcome: (m) => m.admin_audit_key_outcome(),
  serviceEndsOn: (m) => m.admin_audit_key_service_ends_on(),
  wasEndingOn: (m) => m.admin_audit_key_was_ending_on(),
  updateId: (m) => m.admin_audit_key_update(),
  decision: (m) => m.admin_audit_key_decision(),
  reportId: (m) => m.admin_audit_key_report(),
  link: (m) => m.admin_audit_key_link(),
  links: (m) => m.admin_audit_key_links(),
  media: (m) => m.admin_audit_key_media(),
  platform: (m) => m.admin_audit_key_platform(),
  kind: (m) => m.admin_audit_key_kind(),
  bytes: (m) => m.admin_audit_key_bytes(),
  name: (m) => m.admin_audit_key_name(),
  gatewaySubscriptionId: (m) => m.admin_audit_key_gateway_subscription(),
};

const roleTexts: Record<string, Text> = {
  client: (m) => m.project_role_client(),
  freelancer: (m) => m.project_role_freelancer(),
  admin: (m) => m.project_role_admin(),
};

const leadStatusTexts: Record<string, Text> = {
  new: (m) => m.admin_leads_status_new(),
  contacted: (m) => m.admin_leads_status_contacted(),
  closed: (m) => m.admin_leads_status_closed(),
};

/** The codes of the keys that store one whatever the action. */
const codeTexts: Record<string, Record<string, Text>> = {
  role: roleTexts,
  secondFactor: {
    app: (m) => m.admin_audit_value_authenticator_app(),
    "recovery code": (m) => m.admin_audit_value_recovery_code(),
  },
  via: {
    link: (m) => m.admin_audit_value_via_link(),
    share: (m) => m.admin_audit_value_via_share(),
    mail: (m) => m.admin_audit_value_via_mail(),
  },
  outcome: { charged: (m) => m.admin_audit_value_charged() },
  confirmed: {
    "by an admin": (m) => m.admin_audit_value_confirmed_by_admin(),
    "PayHere's payment search": (m) => m.admin_audit_value_confirmed_by_search(),
  },
  decision: {
    approved: (m) => m.admin_audit_value_approved(),
    "changes-requested": (m) => m.admin_audit_value_changes_requested(),
  },
  media: {
    added: (m) => m.admin_audit_value_media_added(),
    alt: (m) => m.admin_audit_value_media_alt(),
    move: (m) => m.admin_audit_value_media_moved(),
    remove: (m) => m.admin_audit_value_media_removed(),
  },
  kind: {
    image: (m) => m.admin_audit_value_image(),
    video: (m) => m.admin_audit_value_video(),
  },
};

/** Which statuses an action's from, to and status name. */
function statusesOf(action: AuditAction, m: PortalMessages): ((code: string) => string | undefined) | null {
  if (action === "project-status-changed" || action === "project-completed-override" || action === "project-assigned")
    return (code) => statusText(m, code, "admin");
  if (action === "lead-status-changed") return (code) => leadStatusTexts[code]?.(m);
  if (action === "ticket-status-changed")
    return (code) => (ticketStatusText as Record<string, Text | undefined>)[code]?.(m);
  if (action.startsWith("post-")) return (code) => (isPostStatus(code) ? postStatusText[code](m) : undefined);
  return null;
}

const CYCLE = /^(.+) \((monthly|annual)\)$/;

/** A plan as stored, "Growth Social Media (monthly)": the names stay, the billing cycle is worded. */
function planText(value: string, m: PortalMessages) {
  const match = CYCLE.exec(value);
  if (!match) return value;
  const cycle = match[2] === "monthly" ? m.billing_cycle_monthly() : m.billing_cycle_annual();
  return `${match[1]} (${cycle})`;
}

function valueText(
  action: AuditAction,
  key: string,
  value: unknown,
  words: { m: PortalMessages; people: Map<string, string>; locale: Locale },
) {
  const { m, people, locale } = words;
  if (value === null || value === undefined) return "—";
  if (typeof value === "boolean") return value ? m.admin_audit_value_yes() : m.admin_audit_value_no();
  if (typeof value !== "string") return typeof value === "object" ? JSON.stringify(value) : String(value);
  const person = people.get(value);
  if (person) return person;
  if (key === "from" || key === "to" || key === "status") {
    const status = statusesOf(action, m)?.(value);
    if (status) return status;
    if (action === "subscription-plan-changed") return planText(value, m);
  }
  if ((key === "fromTime" || key === "toTime") && !Number.isNaN(Date.parse(value))) {
    return formatDateTime(value, locale);
  }
  return codeTexts[key]?.[value]?.(m) ?? value;
}

/** "Status: Closed, ...": the row's detail in words, in the reader's language. */
export function auditDetailText(
  action: AuditAction,
  detail: Record<string, unknown>,
  words: { m: PortalMessages; people: Map<string, string>; locale: Locale },
) {
  return Object.entries(detail)
    .map(([key, value]) => `${keyTexts[key]?.(words.m) ?? key}: ${valueText(action, key, value, words)}`)
    .join(", ");
}
