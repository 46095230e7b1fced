import type { LucideIcon } from "lucide-react";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

/** A grid of features, each an icon, a title and a line of text. */
export function FeatureCards({ features }: { features: readonly { icon: LucideIcon; title: string; text: string }[] }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {features.map((feature) => (
        <Card key={feature.title}>
          <CardHeader>
            <feature.icon className="size-8 text-primary" aria-hidden="true" />
            <CardTitle className="text-lg">{feature.title}</CardTitle>
            <CardDescription>{feature.text}</CardDescription>
          </CardHeader>
        </Card>
      ))}
    </div>
  );
}
