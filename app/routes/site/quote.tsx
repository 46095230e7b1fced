import { ClockIcon, MailIcon, PhoneIcon } from "lucide-react";
import { QuoteForm } from "~/features/leads/components/quote-form";
import { QUOTE_INTENT } from "~/features/leads/lead-action";
import { submitLead } from "~/features/leads/submit-lead.server";
import { PageHero } from "~/features/site/components/section";
import { siteConfig } from "~/features/site/config";
import type { SitePageHandle } from "~/features/site/page-handle";
import { seoContextFrom, seoMeta } from "~/features/site/seo";
import { answerIntent } from "~/lib/answer.server";
import { limitedServices } from "~/lib/context.server";
import { readForm } from "~/lib/forms.server";
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

export const meta: Route.MetaFunction = ({ matches }) => {
  const ctx = seoContextFrom(matches);
  const page = handle.page;
  return seoMeta(
    {
      ...page,
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

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return answerIntent(form, { [QUOTE_INTENT]: (sent) => submitLead("quote", sent, limitedServices(context)) });
}

export default function Quote() {
  return (
    <main id="main">
      <PageHero
        eyebrow="Get a quote"
        title="Let's Plan Your Project"
        intro="Tell us what you need. We reply with a tailored quote within 24 hours."
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[2fr_1fr]">
        <div className="rounded-2xl border border-border bg-card p-6 sm:p-8">
          <QuoteForm />
        </div>
        <aside className="grid content-start gap-6" aria-label="Other ways to reach us">
          <div className="rounded-2xl border border-border bg-card p-6">
            <h2 className="font-sans text-lg font-semibold">Prefer to talk?</h2>
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
                Quotes within 24 hours
              </li>
            </ul>
          </div>
        </aside>
      </div>
    </main>
  );
}
