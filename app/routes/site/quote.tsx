import { ClockIcon, MailIcon, PhoneIcon } from "lucide-react";
import { QuoteForm } from "~/features/leads/components/quote-form";
import { QUOTE_INTENT } from "~/features/leads/lead-action";
import { submitLead } from "~/features/leads/submit-lead.server";
import { quoteFormTexts } from "~/features/leads/texts.server";
import { PageHero } from "~/features/site/components/section";
import { siteConfig } from "~/features/site/config";
import { quoteTexts } from "~/features/site/content/quote.server";
import type { SitePageHandle } from "~/features/site/page-handle";
import { seoContextFrom, seoMeta } from "~/features/site/seo";
import { answerIntent } from "~/lib/answer.server";
import { limitedServices } from "~/lib/context.server";
import { readForm } from "~/lib/forms.server";
import { localeOfPath, localizedPath } from "~/lib/locale";
import type { Route } from "./+types/quote";

export const handle = {
  page: {
    path: "/quote",
    title: "Get a Quote",
    description:
      "Tell us what you need: SEO, brand identity or web development. We reply with a tailored quote within 24 hours.",
    changefreq: "yearly",
    cached: true,
  },
} satisfies SitePageHandle;

// The texts in the address's language, made on the server (decision 48): the browser gets that language only.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return { ...quoteTexts(locale), form: quoteFormTexts(locale) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const ctx = seoContextFrom(matches);
  const page = { ...handle.page, ...ctx.head, path: localizedPath(handle.page.path, ctx.locale ?? "en") };
  return seoMeta(
    {
      ...handle.page,
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "ContactPage",
          name: page.title,
          description: page.description,
          url: `${ctx.publicUrl}${page.path}`,
          mainEntity: {
            "@type": "Organization",
            name: siteConfig.brandName,
            email: siteConfig.email,
            telephone: siteConfig.phone,
          },
        },
      ],
    },
    ctx,
  );
};

// The page's language is its address's: `/si/quote` posts to `/si/quote` and is answered in Sinhala.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const locale = localeOfPath(new URL(request.url).pathname);
  return answerIntent(form, {
    [QUOTE_INTENT]: (sent) => submitLead("quote", sent, limitedServices(context), locale),
  });
}

export default function Quote({ loaderData: texts }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHero eyebrow={texts.eyebrow} title={texts.title} intro={texts.intro} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0 rounded-2xl border border-border bg-card p-6 sm:p-8">
          <QuoteForm texts={texts.form} />
        </div>
        <aside className="grid content-start gap-6" aria-label={texts.otherWays}>
          <div className="rounded-2xl border border-border bg-card p-6">
            <h2 className="font-sans text-lg font-semibold">{texts.preferTalk}</h2>
            <ul className="mt-4 grid gap-3 text-sm">
              <li className="flex items-center gap-2">
                <MailIcon className="size-4 text-primary" aria-hidden="true" />
                {siteConfig.email}
              </li>
              <li className="flex items-center gap-2">
                <PhoneIcon className="size-4 text-primary" aria-hidden="true" />
                {siteConfig.phone}
              </li>
              <li className="flex items-center gap-2">
                <ClockIcon className="size-4 text-primary" aria-hidden="true" />
                {texts.within24Hours}
              </li>
            </ul>
          </div>
        </aside>
      </div>
    </main>
  );
}
