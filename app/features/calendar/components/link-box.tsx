import { type ReactNode, useState } from "react";
import { Button } from "~/components/ui/button";
import { usePortalTexts } from "~/lib/portal-texts";

/**
 * A secret address to hand on: shown read-only with "Copy link" and, beside them, another way to use it (open it in a
 * calendar app, share it on WhatsApp). The calendar's feed and its review links both show one.
 */
export function LinkBox({ label, url, children }: { label: string; url: string; children: ReactNode }) {
  const { m } = usePortalTexts();
  const [copied, setCopied] = useState(false);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <label className="grid min-w-0 flex-1 basis-64 gap-1 text-sm font-medium">
          {label}
          <input readOnly value={url} className="h-10 w-full rounded-md border bg-muted px-3 text-sm" />
        </label>
        <Button
          type="button"
          variant="outline"
          onClick={() => navigator.clipboard?.writeText(url).then(() => setCopied(true))}
        >
          {m.calendar_copy_link()}
        </Button>
        {children}
      </div>
      {copied && (
        <p role="status" className="text-sm">
          {m.calendar_link_copied()}
        </p>
      )}
    </div>
  );
}
