import { DownloadIcon } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Panel, type PanelProps } from "./panel";

/** Settings: each item's real state; Export downloads the CSVs. */
export function SettingsPanel({ data }: PanelProps<"settings">) {
  const s = data.settings;
  if (!s) return null;
  return (
    <Panel id="settings" title="Settings" className="gap-6">
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
        <h3 className="font-semibold">Export data</h3>
        <p className="text-sm text-muted-foreground">Download as CSV, for a spreadsheet or a backup.</p>
        <div className="flex flex-wrap gap-2">
          {(["projects", "users", "leads"] as const).map((name) => (
            <Button key={name} asChild variant="outline" size="sm">
              <a href={`/dashboard/export/${name}.csv`} download>
                <DownloadIcon aria-hidden="true" /> Export {name}
              </a>
            </Button>
          ))}
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Version</dt>
        <dd>{s.version}</dd>
        <dt className="text-muted-foreground">Environment</dt>
        <dd>{s.environment}</dd>
      </dl>
    </Panel>
  );
}
