import { PageHero } from "~/features/site/components/section";
import { seoContextFrom, seoMeta } from "~/features/site/seo";
import { DeskIdValidator, VALIDATE_INTENT } from "~/features/support/components/desk-id-validator";
import { validateDeskId } from "~/features/support/support-action.server";
import { validatorTexts } from "~/features/support/texts.server";
import { answerIntent } from "~/lib/answer.server";
import { limitedServices } from "~/lib/context.server";
import { readForm } from "~/lib/forms.server";
import { localeOfPath } from "~/lib/locale";
import { loadPortalTexts, usePortalTexts } from "~/lib/portal-texts";
import type { Route } from "./+types/flidesk-demo";

/** A seeded demo client, so the demo works on a fresh install. */
export const SAMPLE_DESK_ID = "FLD-CLNT1";

// Offered in every language (decision 50): the language switcher keeps the page.
export const handle = { inEveryLanguage: true };

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta(
    {
      title: loaderData?.title ?? "Fli DESK ID Validation Demo",
      description:
        loaderData?.description ??
        "Try Fli DESK ID validation with a sample ID: the check shows only the plan, payment status and a masked email.",
      path: "/flidesk-demo",
    },
    seoContextFrom(matches),
  );

// The page's language is its address's (decision 50): the validator's words and the page's.
export async function loader({ request }: Route.LoaderArgs) {
  const portalLocale = localeOfPath(new URL(request.url).pathname);
  const { m } = await loadPortalTexts(portalLocale);
  return {
    portalLocale,
    validator: validatorTexts(portalLocale),
    title: portalLocale === "en" ? "Fli DESK ID Validation Demo" : `Fli DESK — ${m.buy_demo_title()}`,
    description: m.buy_demo_meta(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const locale = localeOfPath(new URL(request.url).pathname);
  return answerIntent(form, { [VALIDATE_INTENT]: (sent) => validateDeskId(sent, limitedServices(context), locale) });
}

export default function FlideskDemo({ loaderData }: Route.ComponentProps) {
  const { m } = usePortalTexts();
  return (
    <main id="main">
      <PageHero eyebrow="Fli DESK" title={m.buy_demo_title()} intro={m.buy_demo_intro()} />
      <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <section aria-label={m.buy_demo_validator()} className="rounded-2xl border border-border bg-card p-6 sm:p-8">
          <DeskIdValidator sampleId={SAMPLE_DESK_ID} texts={loaderData.validator} />
        </section>
      </div>
    </main>
  );
}
