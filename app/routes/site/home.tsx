import { createElement, lazy, Suspense } from "react";
import { useRouteLoaderData } from "react-router";
import { HydrateWhenVisible } from "~/components/hydrate-when-visible";
import { CONTACT_INTENT } from "~/features/leads/lead-action";
import { submitLead } from "~/features/leads/submit-lead.server";
import { contactFormTexts } from "~/features/leads/texts.server";
import { AboutSection } from "~/features/site/components/home/about";
import { CaseStudiesSection } from "~/features/site/components/home/case-studies";
import { ContactSection } from "~/features/site/components/home/contact";
import { FlideskSection } from "~/features/site/components/home/flidesk";
import { HomeHero } from "~/features/site/components/home/hero";
import { OnboardingSection } from "~/features/site/components/home/onboarding";
import { ServicesSection } from "~/features/site/components/home/services";
import { LogoCarousel } from "~/features/site/components/logo-carousel";
import { Section } from "~/features/site/components/section";
import { Splash } from "~/features/site/components/splash";
import { homeTexts } from "~/features/site/content/home.server";
import type { SitePageHandle } from "~/features/site/page-handle";
import { useScrollToRequestedSection } from "~/features/site/scroll";
import { seoContextFrom, seoMeta } from "~/features/site/seo";
import { answerIntent } from "~/lib/answer.server";
import { limitedServices } from "~/lib/context.server";
import { readForm } from "~/lib/forms.server";
import { localeOfPath } from "~/lib/locale";
import { useNonce } from "~/lib/nonce";
import { voiceWidget, voiceWidgetAllowed } from "~/lib/third-party";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/home";

export const handle = {
  page: {
    path: "/",
    title: "Your Strategic Social Media, SEO & Web Development Partner",
    description:
      "A Sri Lankan digital agency for social media management, SEO, brand identity design and web development. Book a private consultation or send us a message.",
    changefreq: "weekly",
    cached: true,
  },
} satisfies SitePageHandle;

// The texts in the address's language, made on the server (decision 48): the browser gets that language only.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return { ...homeTexts(locale), contactForm: contactFormTexts(locale) };
}

export const meta: Route.MetaFunction = ({ matches }) => seoMeta(handle.page, seoContextFrom(matches));

// Answered in the address's language: the Sinhala home page's form posts to `/si?index`.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const locale = localeOfPath(new URL(request.url).pathname);
  return answerIntent(form, {
    [CONTACT_INTENT]: (sent) => submitLead("contact", sent, limitedServices(context), locale),
  });
}

function VoiceWidget() {
  const nonce = useNonce();
  const agentId = useRouteLoaderData<typeof rootLoader>("root")?.thirdParty.voiceAgentId;
  if (!agentId || !voiceWidgetAllowed("/")) return null;
  return (
    <>
      {createElement("elevenlabs-convai", { "agent-id": agentId })}
      <script src={voiceWidget.scriptUrl} async nonce={nonce} />
    </>
  );
}

// The contact form sits at the foot of the page: its code (Conform, mostly) loads when its part comes to hydrate.
const ContactForm = lazy(() => import("~/features/leads/components/contact-form"));

export default function Home({ loaderData: texts }: Route.ComponentProps) {
  useScrollToRequestedSection();
  return (
    <>
      <Splash />
      <main id="main">
        <HomeHero texts={texts.hero} />
        {/* In the first screen on a desktop: laid out with the page, so nothing seen shifts. */}
        <HydrateWhenVisible name="about" deferLayout={false}>
          <AboutSection texts={texts.about} />
        </HydrateWhenVisible>
        <HydrateWhenVisible name="services">
          <ServicesSection texts={texts.services} />
        </HydrateWhenVisible>
        <HydrateWhenVisible name="flidesk">
          <FlideskSection texts={texts.flidesk} />
        </HydrateWhenVisible>
        <HydrateWhenVisible name="company">
          <Section
            id="company"
            eyebrow={texts.partners.eyebrow}
            title={texts.partners.title}
            className="py-16 sm:py-16"
          >
            <LogoCarousel />
          </Section>
        </HydrateWhenVisible>
        <HydrateWhenVisible name="pricing">
          <OnboardingSection texts={texts.onboarding} />
        </HydrateWhenVisible>
        <HydrateWhenVisible name="case-studies">
          <CaseStudiesSection texts={texts.cases} />
        </HydrateWhenVisible>
        <HydrateWhenVisible name="contact" idle={false}>
          {/* Its own boundary: on a client-side navigation the section shows while the form's code loads. */}
          <ContactSection
            texts={texts.contact}
            form={
              <Suspense>
                <ContactForm texts={texts.contactForm} />
              </Suspense>
            }
          />
        </HydrateWhenVisible>
      </main>
      <VoiceWidget />
    </>
  );
}
