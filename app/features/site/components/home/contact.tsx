import { MailIcon, PhoneIcon } from "lucide-react";
import type { ReactNode } from "react";
import { siteConfig } from "../../config";
import type { HomeTexts } from "../../content/home.server";

/** The contact section at the foot of the home page; the form comes from the page (it is the leads feature's). */
export function ContactSection({ form, texts }: { form: ReactNode; texts: HomeTexts["contact"] }) {
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-20 border-t border-border bg-card/40">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-24 sm:px-6 lg:grid-cols-2">
        <div>
          <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-primary">{texts.eyebrow}</p>
          <h2 id="contact-title" className="text-3xl font-bold sm:text-4xl">
            {texts.title}
          </h2>
          <p className="mt-4 text-muted-foreground">{texts.text}</p>
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
        <div className="rounded-xl border border-border bg-card p-6 sm:p-8">{form}</div>
      </div>
    </section>
  );
}
