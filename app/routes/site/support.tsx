import { StatTiles } from "~/components/stat-tiles";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { FaqList } from "~/features/site/components/faq-list";
import { PageHero, Section } from "~/features/site/components/section";
import { supportChannels, supportFaq, supportStats } from "~/features/site/content/support";
import type { SitePageHandle } from "~/features/site/page-handle";
import { seoContextFrom, seoMeta } from "~/features/site/seo";
import { DeskIdValidator, VALIDATE_INTENT } from "~/features/support/components/desk-id-validator";
import { SUPPORT_INTENT, SupportForm } from "~/features/support/components/support-form";
import { submitSupportRequest, validateDeskId } from "~/features/support/support-action.server";
import { answerIntent } from "~/lib/answer.server";
import { limitedServices } from "~/lib/context.server";
import { readForm } from "~/lib/forms.server";
import type { Route } from "./+types/support";

export const handle = {
  page: {
    path: "/support",
    title: "Support",
    description:
      "Live chat 24/7, email support within 4 hours and phone support Mon-Fri 9 AM-6 PM. Check your Fli DESK ID and find answers.",
    changefreq: "monthly",
    cached: true,
    searchText: () => [...supportChannels.map((channel) => channel.title), ...supportFaq.map((item) => item.question)],
  },
} satisfies SitePageHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({ ...handle.page, faqData: supportFaq }, seoContextFrom(matches));

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const services = limitedServices(context);
  return answerIntent<object>(form, {
    [VALIDATE_INTENT]: (sent) => validateDeskId(sent, services),
    [SUPPORT_INTENT]: (sent) => submitSupportRequest(sent, services),
  });
}

export default function Support() {
  return (
    <main id="main">
      <PageHero
        eyebrow="Support"
        title="How Can We Help?"
        intro="Reach us the way that suits you. Critical issues are answered within an hour."
      />
      <Section id="channels" title="Contact Support">
        <div className="grid gap-6 md:grid-cols-3">
          {supportChannels.map((channel) => (
            <Card key={channel.title} className="flex flex-col">
              <CardHeader>
                <CardTitle>{channel.title}</CardTitle>
                <p className="font-semibold text-primary">{channel.detail}</p>
                <CardDescription>{channel.text}</CardDescription>
              </CardHeader>
              <CardContent className="flex-1" />
              <CardFooter>
                <Button asChild variant="outline" className="w-full">
                  <a
                    href={channel.action.href}
                    {...(channel.action.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                  >
                    {channel.action.label}
                    {channel.action.external && <span className="sr-only"> (opens in a new tab)</span>}
                  </a>
                </Button>
              </CardFooter>
            </Card>
          ))}
        </div>
        <StatTiles stats={supportStats} className="mt-12 gap-6" size="md" />
      </Section>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-20 sm:px-6 lg:grid-cols-2">
        <section aria-labelledby="support-form-title" className="rounded-2xl border border-border bg-card p-6 sm:p-8">
          <h2 id="support-form-title" className="mb-6 text-2xl font-bold">
            Send a Support Request
          </h2>
          <SupportForm />
        </section>
        <section aria-labelledby="validator-title" className="rounded-2xl border border-border bg-card p-6 sm:p-8">
          <h2 id="validator-title" className="text-2xl font-bold">
            Check Your Fli DESK ID
          </h2>
          <p className="mb-6 mt-2 text-sm text-muted-foreground">
            Confirm your account and plan. Your data is protected: only your plan, payment status and a masked email are
            shown.
          </p>
          <DeskIdValidator />
        </section>
      </div>

      <Section id="faq" title="Frequently Asked Questions" className="bg-card/40">
        <FaqList items={supportFaq} />
      </Section>
    </main>
  );
}
