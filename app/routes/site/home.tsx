import { MailIcon, PhoneIcon } from "lucide-react";
import { data } from "react-router";
import { Button } from "~/components/ui/button";
import { CONTACT_INTENT, ContactForm } from "~/features/leads/components/contact-form";
import { submitContact } from "~/features/leads/contact-action.server";
import { siteConfig } from "~/features/site/config";
import { seoContextFrom, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: "Your Strategic Social Media, SEO & Web Development Partner",
      description:
        "A Sri Lankan digital agency for social media management, SEO, brand identity design and web development. Book a private consultation or send us a message.",
      path: "/",
    },
    seoContextFrom(matches),
  );

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  if (formData.get("intent") === CONTACT_INTENT) return submitContact(formData, context);
  return data({ error: "Unknown form" }, { status: 400 });
}

export default function Home() {
  return (
    <main id="main" className="pt-16">
      <section id="home" aria-labelledby="hero-title" className="mx-auto max-w-7xl px-4 py-24 sm:px-6 sm:py-32">
        <h1 id="hero-title" className="max-w-4xl text-4xl font-bold leading-tight sm:text-6xl">
          Your Strategic Social Media, SEO &amp; Web Development Partner
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-muted-foreground">{siteConfig.tagline}.</p>
        <Button asChild size="lg" className="mt-10">
          <a href={siteConfig.schedulingUrl} target="_blank" rel="noopener noreferrer">
            Book Your Private Consultation
          </a>
        </Button>
      </section>

      <section id="contact" aria-labelledby="contact-title" className="border-t border-border bg-card/40">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-24 sm:px-6 lg:grid-cols-2">
          <div>
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
            <ContactForm />
          </div>
        </div>
      </section>
    </main>
  );
}
