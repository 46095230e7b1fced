import { formatMoney } from "~/lib/format";
import type { Locale } from "~/lib/locale";
import { type PortalMessages, roleName } from "~/lib/portal-texts";
import type { Activity } from "../system-analytics.server";

/** An event of the admin's Recent Activity in the reader's language (decision 49); names and titles as stored. */
export function activityText(item: Activity, m: PortalMessages, locale: Locale): string {
  switch (item.kind) {
    case "project-created":
      return m.admin_activity_project_created({ title: item.title, client: item.client });
    case "update":
      return m.admin_activity_update({ by: item.by, title: item.title, progress: item.progress });
    case "user":
      return m.admin_activity_user({ id: item.id, role: roleName(m, item.role) });
    case "payment":
      return m.admin_activity_payment({ amount: formatMoney(item.currency, item.amount, locale), order: item.order });
    case "contact":
      return m.admin_activity_contact({ name: item.name });
    case "quote":
      return m.admin_activity_quote({ name: item.name });
  }
}
