import { ArrowRightIcon, MailIcon, PhoneIcon } from "lucide-react";
import { createElement, lazy, Suspense } from "react";
import { data, Link, useRouteLoaderData } from "react-router";
import { CheckList } from "~/components/check-list";
import { HydrateWhenVisible } from "~/components/hydrate-when-visible";
import { StatTiles } from "~/components/stat-tiles";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { submitContact } from "~/features/leads/contact-action.server";
import { CONTACT_INTENT } from "~/features/leads/lead-action";
import { FeatureCards } from "~/features/site/components/feature-cards";
import { LogoCarousel } from "~/features/site/components/logo-carousel";
import { Section } from "~/features/site/components/section";
import { Splash } from "~/features/site/components/splash";
import { siteConfig } from "~/features/site/config";
import { caseStudies } from "~/features/site/content/case-studies";
import {
  aboutPoints,
  heroHeadline,
  onboardingSteps,
  portalFeatures,
  portalStats,
  serviceCards,
} from "~/features/site/content/home";
import { publicPage } from "~/features/site/pages";
import { useScrollToRequestedSection } from "~/features/site/scroll";
import { seoContextFrom, seoMeta } from "~/features/site/seo";
import { readForm } from "~/lib/forms.server";
import { useNonce } from "~/lib/nonce";
import { voiceWidget, voiceWidgetAllowed } from "~/lib/third-party";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => seoMeta(publicPage("/"), seoContextFrom(matches));

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  if (formData.get("intent") === CONTACT_INTENT) return submitContact(formData, context);
  return data({ error: "Unknown form" }, { status: 400 });
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

export default function Home() {
  useScrollToRequestedSection();
  return (
    <>
      <Splash />
      <main id="main">
        <section id="home" aria-labelledby="hero-title" className="relative overflow-hidden pt-16">
          <div className="mx-auto max-w-7xl px-4 py-24 sm:px-6 sm:py-32">
            <p className="mb-4 text-sm font-semibold uppercase tracking-widest text-primary">
              Digital agency · Sri Lanka
            </p>
            <h1 id="hero-title" className="max-w-4xl text-4xl font-bold leading-tight sm:text-6xl">
              {heroHeadline}
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-muted-foreground">{siteConfig.tagline}.</p>
            <div className="mt-10 flex flex-wrap gap-4">
              <Button asChild size="lg">
                <a href={siteConfig.schedulingUrl} target="_blank" rel="noopener">
                  Book Your Private Consultation
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/pricing">See Plans &amp; Pricing</Link>
              </Button>
            </div>
          </div>
        </section>

        {/* In the first screen on a desktop: laid out with the page, so nothing seen shifts. */}
        <HydrateWhenVisible name="about" deferLayout={false}>
          <Section id="about" eyebrow="About us" title="Why Brands Choose Us" className="bg-card/40">
            <div className="grid gap-6 md:grid-cols-3">
              {aboutPoints.map((point) => (
                <Card key={point.title}>
                  <CardHeader>
                    <CardTitle>{point.title}</CardTitle>
                    <CardDescription className="text-base">{point.text}</CardDescription>
                  </CardHeader>
                </Card>
              ))}
            </div>
          </Section>
        </HydrateWhenVisible>

        <HydrateWhenVisible name="services">
          <Section
            id="services"
            eyebrow="Services"
            title="What We Do Best"
            intro="Three disciplines, one team, measurable growth."
          >
            <div className="grid gap-6 md:grid-cols-3">
              {serviceCards.map((service) => (
                <Card key={service.title} className="flex flex-col">
                  <CardHeader>
                    <CardTitle>{service.title}</CardTitle>
                    <CardDescription className="text-base">{service.text}</CardDescription>
                  </CardHeader>
                  <CardContent className="flex-1">
                    <CheckList items={service.features} />
                  </CardContent>
                  <CardFooter>
                    <Button asChild variant="outline" className="w-full">
                      <Link to="/services">
                        Learn More<span className="sr-only"> about {service.title}</span>
                      </Link>
                    </Button>
                  </CardFooter>
                </Card>
              ))}
            </div>
          </Section>
        </HydrateWhenVisible>

        <HydrateWhenVisible name="flidesk">
          <Section
            id="flidesk"
            eyebrow="Client portal"
            title="Fli DESK: Your Projects, Live"
            intro="Every client gets Fli DESK: one place to follow progress, updates and results."
            className="bg-card/40"
          >
            <StatTiles stats={portalStats} className="mb-12 gap-6" />
            <FeatureCards features={portalFeatures} />
            <div className="mt-10 text-center">
              <Button asChild size="lg">
                <Link to="/flidesk-features">
                  Explore Fli DESK Features <ArrowRightIcon aria-hidden="true" />
                </Link>
              </Button>
            </div>
          </Section>
        </HydrateWhenVisible>

        <HydrateWhenVisible name="company">
          <Section id="company" eyebrow="Our partners" title="Trusted by" className="py-16 sm:py-16">
            <LogoCarousel />
          </Section>
        </HydrateWhenVisible>

        <HydrateWhenVisible name="pricing">
          <Section
            id="pricing"
            eyebrow="Onboarding"
            title="Your Welcome Box Is Waiting"
            intro="From the first call to your first report, onboarding takes days, not weeks."
            className="bg-card/40"
          >
            <div className="grid items-center gap-10 lg:grid-cols-2">
              <div className="grid gap-4 sm:grid-cols-2">
                <img
                  src="/images/onboarding-box.svg"
                  alt="Welcome box with brand kit and onboarding guide"
                  width={640}
                  height={400}
                  loading="lazy"
                  className="h-auto w-full rounded-xl border border-border"
                />
                <img
                  src="/images/onboarding-portal.svg"
                  alt="Fli DESK dashboard with progress bars"
                  width={640}
                  height={400}
                  loading="lazy"
                  className="h-auto w-full rounded-xl border border-border"
                />
              </div>
              <div>
                <ol className="grid gap-6">
                  {onboardingSteps.map((step, i) => (
                    <li key={step.title} className="flex gap-4">
                      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground">
                        {i + 1}
                      </span>
                      <div>
                        <h3 className="font-sans text-lg font-semibold">{step.title}</h3>
                        <p className="text-muted-foreground">{step.text}</p>
                      </div>
                    </li>
                  ))}
                </ol>
                <div className="mt-8 flex flex-wrap gap-4">
                  <Button asChild size="lg">
                    <Link to="/quote">Begin Your Journey</Link>
                  </Button>
                  <Button asChild size="lg" variant="outline">
                    <Link to="/pricing">Compare Plans</Link>
                  </Button>
                </div>
              </div>
            </div>
          </Section>
        </HydrateWhenVisible>

        <HydrateWhenVisible name="case-studies">
          <Section
            id="case-studies"
            eyebrow="Case studies"
            title="Results That Speak"
            intro="A few of the brands we have helped grow."
          >
            <div className="grid gap-6 md:grid-cols-2">
              {caseStudies.map((study) => (
                <Card key={study.slug} className="overflow-hidden">
                  <img
                    src={study.image.src}
                    alt={study.image.alt}
                    width={640}
                    height={400}
                    loading="lazy"
                    className="aspect-[8/5] h-auto w-full object-cover"
                  />
                  <CardHeader>
                    <div className="flex items-center justify-between gap-2">
                      <Badge variant="outline">{study.category}</Badge>
                      <Badge variant="success">{study.results}</Badge>
                    </div>
                    <CardTitle>{study.title}</CardTitle>
                    <CardDescription className="text-base">{study.description}</CardDescription>
                  </CardHeader>
                  <CardFooter>
                    <Button asChild variant="outline">
                      <Link to={`/portfolio#${study.slug}`}>
                        View Details<span className="sr-only"> of {study.title}</span>
                      </Link>
                    </Button>
                  </CardFooter>
                </Card>
              ))}
            </div>
            <div className="mt-12 rounded-xl border border-primary/40 bg-accent/40 p-8 text-center">
              <h3 className="text-2xl font-bold">Ready to be our next success story?</h3>
              <Button asChild size="lg" className="mt-6">
                <Link to="/quote">Begin Your Journey</Link>
              </Button>
            </div>
          </Section>
        </HydrateWhenVisible>

        <HydrateWhenVisible name="contact" idle={false}>
          <section
            id="contact"
            aria-labelledby="contact-title"
            className="scroll-mt-20 border-t border-border bg-card/40"
          >
            <div className="mx-auto grid max-w-7xl gap-12 px-4 py-24 sm:px-6 lg:grid-cols-2">
              <div>
                <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-primary">Contact</p>
                <h2 id="contact-title" className="text-3xl font-bold sm:text-4xl">
                  Let's Build Something Great Together
                </h2>
                <p className="mt-4 text-muted-foreground">
                  Tell us about your business and goals. We reply to every message within 24 hours.
                </p>
                <ul className="mt-8 grid gap-4">
                  <li className="flex items-center gap-3">
                    <MailIcon className="size-5 text-primary" aria-hidden="true" />
                    <span>{siteConfig.email}</span>
                  </li>
                  <li className="flex items-center gap-3">
                    <PhoneIcon className="size-5 text-primary" aria-hidden="true" />
                    <span>{siteConfig.phone}</span>
                  </li>
                </ul>
              </div>
              <div className="rounded-xl border border-border bg-card p-6 sm:p-8">
                {/* Its own boundary: on a client-side navigation the section shows while the form's code loads. */}
                <Suspense>
                  <ContactForm />
                </Suspense>
              </div>
            </div>
          </section>
        </HydrateWhenVisible>
      </main>
      <VoiceWidget />
    </>
  );
}
