import { StatTiles } from "~/components/stat-tiles";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { FaqList } from "~/features/site/components/faq-list";
import { PageHero, Section } from "~/features/site/components/section";
import { supportTexts } from "~/features/site/content/support.server";
import type { SitePageHandle } from "~/features/site/page-handle";
import { seoContextFrom, seoMeta } from "~/features/site/seo";
import { DeskIdValidator, VALIDATE_INTENT } from "~/features/support/components/desk-id-validator";
import { SUPPORT_INTENT, SupportForm } from "~/features/support/components/support-form";
import { submitSupportRequest, validateDeskId } from "~/features/support/support-action.server";
import { supportFormTexts, validatorTexts } from "~/features/support/texts.server";
import { answerIntent } from "~/lib/answer.server";
import { limitedServices } from "~/lib/context.server";
import { readForm } from "~/lib/forms.server";
import { localeOfPath } from "~/lib/locale";
import type { Route } from "./+types/support";

// The English head, as the sitemap and the search read it; the page's loader gives it in the page's language.
export const handle = {
  page: {
    path: "/support",
    title: "Support",
    description:
      "Live chat 24/7, email support within 4 hours and phone support Mon-Fri 9 AM-6 PM. Check your Fli DESK ID and find answers.",
    changefreq: "monthly",
    cached: true,
  },
} satisfies SitePageHandle;

// The texts in the address's language, made on the server (decision 48): the browser gets that language only.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return { ...supportTexts(locale), form: supportFormTexts(locale), validator: validatorTexts(locale) };
}

// The FAQ's structured data in the page's language, as the page shows it.
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta({ ...handle.page, faqData: loaderData?.faq ?? [] }, seoContextFrom(matches));

// Both forms are answered in the address's language: `/ta/support` posts to `/ta/support`.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const services = limitedServices(context);
  const locale = localeOfPath(new URL(request.url).pathname);
  return answerIntent<object>(form, {
    [VALIDATE_INTENT]: (sent) => validateDeskId(sent, services, locale),
    [SUPPORT_INTENT]: (sent) => submitSupportRequest(sent, services, locale),
  });
}

function Channels({ texts }: { texts: Route.ComponentProps["loaderData"] }) {
  return (
    <Section id="channels" title={texts.channelsTitle}>
      <div className="grid gap-6 md:grid-cols-3">
        {texts.channels.map((channel) => (
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
                  {channel.action.external && <span className="sr-only"> {texts.newTab}</span>}
                </a>
              </Button>
            </CardFooter>
          </Card>
        ))}
      </div>
      <StatTiles stats={texts.stats} className="mt-12 gap-6" size="md" />
    </Section>
  );
}

export default function Support({ loaderData: texts }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHero eyebrow={texts.eyebrow} title={texts.title} intro={texts.intro} />
      <Channels texts={texts} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-20 sm:px-6 lg:grid-cols-2">
        <section aria-labelledby="support-form-title" className="rounded-2xl border border-border bg-card p-6 sm:p-8">
          <h2 id="support-form-title" className="mb-6 text-2xl font-bold">
            {texts.formTitle}
          </h2>
          <SupportForm texts={texts.form} />
        </section>
        <section aria-labelledby="validator-title" className="rounded-2xl border border-border bg-card p-6 sm:p-8">
          <h2 id="validator-title" className="text-2xl font-bold">
            {texts.validatorTitle}
          </h2>
          <p className="mb-6 mt-2 text-sm text-muted-foreground">{texts.validatorIntro}</p>
          <DeskIdValidator texts={texts.validator} />
        </section>
      </div>
      <Section id="faq" title={texts.faqTitle} className="bg-card/40">
        <FaqList items={texts.faq} />
      </Section>
    </main>
  );
}
