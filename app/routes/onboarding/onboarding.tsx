import { StepHeader } from "~/features/onboarding/components/step-header";
import { WizardForm } from "~/features/onboarding/components/wizard-form";
import { NoPlan, WizardLoading } from "~/features/onboarding/components/wizard-notices";
import { WizardProgress } from "~/features/onboarding/components/wizard-progress";
import { answerDraftRequest } from "~/features/onboarding/draft-requests.server";
import { useWizard } from "~/features/onboarding/use-wizard";
import { seoContextFrom, shareMeta } from "~/features/site/seo";
import { limitedServices } from "~/lib/context.server";
import { localeOfPath, localizedPath } from "~/lib/locale";
import { loadPortalTexts } from "~/lib/portal-texts";
import type { Answer } from "~/lib/result";
import type { Route } from "./+types/onboarding";

const description =
  "Start your plan with Fli Digital: tell us about your business, goals and platforms, set up your Fli DESK account and check out.";

// Not indexed (it starts from a chosen plan), but shared: a link to it looks like the rest of the site.
// Offered in every language (decision 50): the language switcher keeps the page.
export const handle = { inEveryLanguage: true };

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const ctx = seoContextFrom(matches);
  const title = loaderData?.title ?? "Onboarding | Fli Digital";
  const path = localizedPath("/onboarding", loaderData?.portalLocale ?? "en");
  return [
    { title },
    { name: "description", content: description },
    { name: "robots", content: "noindex, nofollow" },
    ...shareMeta({ title, description, url: `${ctx.publicUrl}${path}` }, ctx),
  ];
};

/** The page's language is its address's (decision 50): the wizard's words come with the portal's texts. */
export async function loader({ request }: Route.LoaderArgs) {
  const portalLocale = localeOfPath(new URL(request.url).pathname);
  const { m } = await loadPortalTexts(portalLocale);
  return { portalLocale, title: m.buy_title_onboarding() };
}

/**
 * The wizard's drafts, posted by its fetchers (`useWizard` saves, `DraftLinkOffer` asks for a link): the drafts
 * API's action (routes/api/drafts), at the page's own address. The answer, a browser's draft key, is no-one else's.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, limiters, env, clientKey } = limitedServices(context);
  return answerDraftRequest(request, { db, limiters, env, clientKey });
}

/** A draft request that got no answer (the server out of reach) is the wizard's to say, not the error screen's. */
export async function clientAction({
  request,
  serverAction,
}: Route.ClientActionArgs): Promise<Answer<{ message?: string }>> {
  try {
    return await serverAction();
  } catch {
    const { m } = await loadPortalTexts(localeOfPath(new URL(request.url).pathname));
    return { ok: false, message: m.buy_draft_send_failed() };
  }
}

/** The six-step wizard: it runs in the browser, from the plan and answers kept there (docs/product.md). */
export default function Onboarding() {
  const wizard = useWizard();
  const { plan, step } = wizard;
  if (plan === undefined) return <WizardLoading />;
  if (plan === null) return <NoPlan />;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 pb-20 pt-28 sm:px-6">
      <StepHeader plan={plan} step={step} />
      <WizardProgress step={step} />
      <WizardForm wizard={wizard} plan={plan} />
    </main>
  );
}
