import { Link } from "react-router";
import { cn } from "~/lib/utils";

/**
 * A page's sections as links: each section has its own URL, works without JavaScript, and the current
 * one is marked for screen readers with aria-current.
 */
export function TabLinks({
  tabs,
  current,
  label,
}: {
  tabs: readonly { id: string; label: React.ReactNode; to: string }[];
  current: string;
  label: string;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
      {tabs.map((t) => (
        <Link
          key={t.id}
          to={t.to}
          aria-current={current === t.id ? "page" : undefined}
          preventScrollReset
          className={cn(
            "rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground hover:text-foreground",
            current === t.id && "bg-background text-foreground",
          )}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
