import { PageHero } from "~/features/site/components/section";
import { seoContextFrom, seoMeta } from "~/features/site/seo";
import { DeskIdValidator, VALIDATE_INTENT } from "~/features/support/components/desk-id-validator";
import { validateDeskId } from "~/features/support/support-action.server";
import { validatorTexts } from "~/features/support/texts.server";
import { answerIntent } from "~/lib/answer.server";
import { limitedServices } from "~/lib/context.server";
import { readForm } from "~/lib/forms.server";
import type { Route } from "./+types/flidesk-demo";

/** A seeded demo client, so the demo works on a fresh install. */
export const SAMPLE_DESK_ID = "FLD-CLNT1";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: "Fli DESK ID Validation Demo",
      description:
        "Try Fli DESK ID validation with a sample ID: the check shows only the plan, payment status and a masked email.",
      path: "/flidesk-demo",
    },
    seoContextFrom(matches),
  );

// The validator's words: this page is in English only (the purchase path is not translated yet, decision 48).
export function loader() {
  return { validator: validatorTexts("en") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return answerIntent(form, { [VALIDATE_INTENT]: (sent) => validateDeskId(sent, limitedServices(context), "en") });
}

export default function FlideskDemo({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHero
        eyebrow="Fli DESK"
        title="Desk ID Validation Demo"
        intro="Check any Fli DESK ID, or try the sample. Row-level security keeps the details limited: only the plan, payment status and a masked email are shown, and checks are rate-limited."
      />
      <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <section aria-label="Validator" className="rounded-2xl border border-border bg-card p-6 sm:p-8">
          <DeskIdValidator sampleId={SAMPLE_DESK_ID} texts={loaderData.validator} />
        </section>
      </div>
    </main>
  );
}
