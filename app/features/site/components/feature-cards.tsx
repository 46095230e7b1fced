import type { LucideIcon } from "lucide-react";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/lib/utils";

/**
 * A grid of cards, each an optional icon, a title and a line of text. `columns` sets the grid's breakpoints;
 * `size="lg"` gives the card titles and texts their full size (the home page's).
 */
export function FeatureCards({
  features,
  columns = "sm:grid-cols-2 lg:grid-cols-4",
  size = "md",
}: {
  features: readonly { icon?: LucideIcon; title: string; text: string }[];
  columns?: string;
  size?: "md" | "lg";
}) {
  return (
    <div className={cn("grid gap-6", columns)}>
      {features.map((feature) => (
        <Card key={feature.title}>
          <CardHeader>
            {feature.icon && <feature.icon className="size-8 text-primary" aria-hidden="true" />}
            <CardTitle className={size === "md" ? "text-lg" : undefined}>{feature.title}</CardTitle>
            <CardDescription className={size === "lg" ? "text-base" : undefined}>{feature.text}</CardDescription>
          </CardHeader>
        </Card>
      ))}
    </div>
  );
}
