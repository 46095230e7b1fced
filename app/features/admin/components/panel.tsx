import type * as React from "react";
import { Badge } from "~/components/ui/badge";
import { statusBadge, statusText } from "~/features/projects";
import { usePortalTexts } from "~/lib/portal-texts";
import { cn } from "~/lib/utils";
import type { AdminPageData } from "../dashboard.server";

export type { AdminPageData };

/** A panel reads only the parts of an admin page it names. */
export type PanelProps<K extends keyof AdminPageData> = { data: Pick<AdminPageData, K> };

/** A tab's section, named by its heading; `action` sits beside the heading. */
export function Panel({
  id,
  title,
  action,
  className,
  children,
}: {
  id: string;
  title: string;
  action?: React.ReactNode;
  /** The gap between the parts. */
  className: string;
  children: React.ReactNode;
}) {
  const heading = (
    <h2 id={`${id}-title`} className="text-2xl font-bold">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={`${id}-title`} className={cn("grid", className)}>
      {action ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

export function StatusBadge({ status }: { status: string }) {
  const { m } = usePortalTexts();
  return <Badge variant={statusBadge(status, "admin").variant}>{statusText(m, status, "admin")}</Badge>;
}
