import { DownloadIcon } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { type PortalMessages, usePortalTexts } from "~/lib/portal-texts";
import { Panel, type PanelProps } from "./panel";

/** The CSVs the admin downloads here, each with its button's words. */
const EXPORTS = [
  { name: "projects", label: (m: PortalMessages) => m.admin_settings_export_projects() },
  { name: "users", label: (m: PortalMessages) => m.admin_settings_export_users() },
  { name: "leads", label: (m: PortalMessages) => m.admin_settings_export_leads() },
] as const;

/** Settings: each item's real state; Export downloads the CSVs. */
export function SettingsPanel({ data }: PanelProps<"settings">) {
  const { m } = usePortalTexts();
  const s = data.settings;
  if (!s) return null;
  return (
    <Panel id="settings" title={m.shell_nav_settings()} className="gap-6">
      <dl className="grid gap-3">
        {s.items.map((item) => (
          <div
            key={item.label}
            className="grid gap-1 rounded-xl border border-border bg-card p-4 sm:grid-cols-[14rem_1fr]"
          >
            <dt className="font-semibold">{item.label}</dt>
            <dd className="grid gap-1">
              <span>
                <Badge variant="outline">{item.state}</Badge>
              </span>
              <span className="text-sm text-muted-foreground">{item.detail}</span>
            </dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-3 rounded-xl border border-border bg-card p-4">
        <h3 className="font-semibold">{m.admin_settings_export()}</h3>
        <p className="text-sm text-muted-foreground">{m.admin_settings_export_hint()}</p>
        <div className="flex flex-wrap gap-2">
          {EXPORTS.map(({ name, label }) => (
            <Button key={name} asChild variant="outline" size="sm">
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
        <dd>{s.environment}</dd>
      </dl>
    </Panel>
  );
}
