import { cn } from "~/lib/utils";

/** Figures with their labels, the figure shown first (a description list, so each label names its value). */
export function StatTiles({
  stats,
  className,
  size = "lg",
}: {
  stats: readonly { label: string; value: string | number }[];
  className?: string;
  size?: "md" | "lg";
}) {
  return (
    <dl className={cn("grid grid-cols-2 gap-4 md:grid-cols-4", className)}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col rounded-xl border border-border bg-card p-5 text-center">
          <dt className="text-sm text-muted-foreground">{stat.label}</dt>
          <dd
            className={cn("order-first font-display font-bold text-primary", size === "lg" ? "text-4xl" : "text-3xl")}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
