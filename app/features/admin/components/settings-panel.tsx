import { DownloadIcon } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { type PortalMessages, usePortalTexts } from "~/lib/portal-texts";
import type { SettingsItem } from "../dashboard.server";
import { Panel, type PanelProps } from "./panel";

/** The CSVs the admin downloads here, each with its button's words. */
const EXPORTS = [
  { name: "projects", label: (m: PortalMessages) => m.admin_settings_export_projects() },
  { name: "users", label: (m: PortalMessages) => m.admin_settings_export_users() },
  { name: "leads", label: (m: PortalMessages) => m.admin_settings_export_leads() },
] as const;

/** An item of Settings in the reader's words: its name, its state, and what that means. */
function itemTexts(m: PortalMessages, item: SettingsItem): { label: string; state: string; detail: string } {
  const notAvailable = m.admin_settings_not_available();
  switch (item.key) {
    case "email": {
      const facts = { email: item.email, count: item.unsent, variable: item.variable };
      return item.on
        ? {
            label: m.admin_settings_email(),
            state: m.admin_settings_email_on(),
            detail: m.admin_settings_email_on_detail(facts),
          }
        : {
            label: m.admin_settings_email(),
            state: m.admin_settings_email_outbox(),
            detail: m.admin_settings_email_outbox_detail(facts),
          };
    }
    case "auto-assign":
      return {
        label: m.admin_settings_auto_assign(),
        state: m.admin_settings_off(),
        detail: m.admin_settings_auto_assign_detail(),
      };
    case "backup":
      return item.postgres
        ? { label: m.admin_settings_backup(), state: "PostgreSQL", detail: m.admin_settings_backup_postgres_detail() }
        : {
            label: m.admin_settings_backup(),
            state: m.admin_settings_backup_embedded(),
            detail: m.admin_settings_backup_embedded_detail({ dir: item.dataDir }),
          };
    case "two-factor":
      return item.required
        ? {
            label: m.admin_settings_two_factor(),
            state: m.admin_settings_two_factor_required(),
            detail: m.admin_settings_two_factor_required_detail(),
          }
        : {
            label: m.admin_settings_two_factor(),
            state: m.admin_settings_two_factor_optional(),
            detail: m.admin_settings_two_factor_optional_detail({ variable: item.variable }),
          };
    case "session":
      return {
        label: m.admin_settings_session(),
        state: m.admin_settings_session_days({ days: item.days }),
        detail: m.admin_settings_session_detail({ days: item.days }),
      };
    case "api":
      return { label: m.admin_settings_api(), state: notAvailable, detail: m.admin_settings_api_detail() };
    case "import":
      return { label: m.admin_settings_import(), state: notAvailable, detail: m.admin_settings_import_detail() };
    case "reset":
      return { label: m.admin_settings_reset(), state: notAvailable, detail: m.admin_settings_reset_detail() };
  }
}

const ENVIRONMENTS = {
  production: (m: PortalMessages) => m.admin_settings_env_production(),
  development: (m: PortalMessages) => m.admin_settings_env_development(),
  test: (m: PortalMessages) => m.admin_settings_env_test(),
};

/** Settings: each item's real state; Export downloads the CSVs. */
export function SettingsPanel({ data }: PanelProps<"settings">) {
  const { m } = usePortalTexts();
  const s = data.settings;
  if (!s) return null;
  return (
    <Panel id="settings" title={m.shell_nav_settings()} className="gap-6">
      <dl className="grid gap-3">
        {s.items.map((item) => {
          const { label, state, detail } = itemTexts(m, item);
          return (
            <div
              key={item.key}
              className="grid gap-1 rounded-xl border border-border bg-card p-4 sm:grid-cols-[14rem_1fr]"
            >
              <dt className="font-semibold">{label}</dt>
              <dd className="grid gap-1">
                <span>
                  <Badge variant="outline">{state}</Badge>
                </span>
                <span className="text-sm text-muted-foreground">{detail}</span>
              </dd>
            </div>
          );
        })}
      </dl>
      <div className="grid gap-3 rounded-xl border border-border bg-card p-4">
        <h3 className="font-semibold">{m.admin_settings_export()}</h3>
        <p className="text-sm text-muted-foreground">{m.admin_settings_export_hint()}</p>
        <div className="flex flex-wrap gap-2">
          {EXPORTS.map(({ name, label }) => (
            // Wraps rather than widen the page: "Download enquiries" in Tamil is wider than the card at 360 px.
            <Button key={name} asChild variant="outline" size="sm" wrap className="text-left">
              <a href={`/dashboard/export/${name}.csv`} download>
                <DownloadIcon aria-hidden="true" /> {label(m)}
              </a>
            </Button>
          ))}
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{m.admin_settings_version()}</dt>
        <dd>{s.version}</dd>
        <dt className="text-muted-foreground">{m.admin_settings_environment()}</dt>
        <dd>{ENVIRONMENTS[s.environment](m)}</dd>
      </dl>
    </Panel>
  );
}
