import { Link } from "react-router";
import { CheckList } from "~/components/check-list";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { formatLkr, formatUsdApprox } from "~/lib/format";
import { cn } from "~/lib/utils";
import { type Plan, SELECTED_PLAN_KEY, toSelectedPlan } from "../catalogue";

/**
 * docs/product.md, Pricing and plans: 'Get Started' keeps the chosen plan in local storage under `selectedPlan` and opens the
 * wizard. The plan also rides in the link, so the wizard knows it when storage is off or JavaScript is.
 */
function GetStarted({ plan }: { plan: Plan }) {
  return (
    <Button asChild className="w-full" variant={plan.popular ? "default" : "outline"}>
      <Link
        to={`/onboarding?plan=${encodeURIComponent(plan.name)}`}
        onClick={() => {
          try {
            localStorage.setItem(SELECTED_PLAN_KEY, JSON.stringify(toSelectedPlan(plan)));
          } catch {
            // Storage can be off (private mode): the plan in the link still reaches the wizard.
          }
        }}
      >
        Get Started<span className="sr-only"> with {plan.name}</span>
      </Link>
    </Button>
  );
}

export function PlanCard({ plan }: { plan: Plan }) {
  return (
    <Card className={cn("relative flex flex-col", plan.popular && "border-primary shadow-lg shadow-primary/10")}>
      {plan.popular && (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 whitespace-nowrap">Most Popular</Badge>
      )}
      <CardHeader>
        <CardTitle className="text-2xl">{plan.name}</CardTitle>
        <CardDescription>{plan.idealFor}</CardDescription>
        <p className="mt-4">
          <span className="whitespace-nowrap font-display text-4xl font-bold xl:text-[2rem]">
            {formatLkr(plan.price.lkr)}
          </span>
          <span className="text-muted-foreground">/month</span>
        </p>
        <p className="text-sm text-muted-foreground">{formatUsdApprox(plan.price.usd)}</p>
      </CardHeader>
      <CardContent className="flex-1">
        <CheckList items={plan.features} />
      </CardContent>
      <CardFooter>
        <GetStarted plan={plan} />
      </CardFooter>
    </Card>
  );
}

export function EnterpriseCard({ service }: { service: string }) {
  return (
    <Card className="flex flex-col border-dashed">
      <CardHeader>
        <CardTitle className="text-2xl">Enterprise</CardTitle>
        <CardDescription>For large brands and multi-location businesses</CardDescription>
        <p className="mt-4 font-display text-4xl font-bold">Custom</p>
        <p className="text-sm text-muted-foreground">Custom pricing</p>
      </CardHeader>
      <CardContent className="flex-1">
        <CheckList
          items={[`Tailored ${service} strategy`, "Dedicated team", "Custom reporting and SLAs", "Priority support"]}
        />
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" className="w-full">
          <Link to="/quote">
            Contact Us<span className="sr-only"> about Enterprise {service}</span>
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

/** A service's plans side by side, with the Enterprise card last. */
export function PlanGrid({ plans, service }: { plans: readonly Plan[]; service: string }) {
  return (
    <div className="grid gap-8 pt-3 md:grid-cols-2 xl:grid-cols-4">
      {plans.map((plan) => (
        <PlanCard key={plan.name} plan={plan} />
      ))}
      <EnterpriseCard service={service} />
    </div>
  );
}
