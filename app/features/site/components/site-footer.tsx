import { LockIcon } from "lucide-react";
import { Link } from "react-router";
import { localizedPath } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import { siteConfig } from "../config";
import { type ChromeTexts, useChromeTexts } from "../texts";
import { BrandIcon } from "./brand-icons";
import { BrandMark } from "./brand-mark";
import { LanguageSwitcher } from "./language-switcher";
import { NavTargetLink } from "./nav-link";

const socials = [
  { name: "Twitter", icon: "x", href: siteConfig.social.twitter },
  { name: "Instagram", icon: "instagram", href: siteConfig.social.instagram },
  { name: "LinkedIn", icon: "linkedin", href: siteConfig.social.linkedin },
] as const;

function FooterBrand() {
  const texts = useChromeTexts();
  const home = localizedPath("/", useLocale());
  return (
    <div className="grid content-start gap-4">
      <Link to={home} className="flex items-center gap-2 font-display text-xl font-bold text-foreground">
        <BrandMark className="size-8" />
        {siteConfig.brandName}
      </Link>
      <p className="max-w-xs text-sm text-muted-foreground">{texts.tagline}</p>
      <ul className="flex gap-3" aria-label={texts.socialLabel}>
        {socials.map((social) => (
          <li key={social.name}>
            <a
              href={social.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex size-10 items-center justify-center rounded-full border border-border text-muted-foreground hover:border-primary hover:text-primary"
            >
              <BrandIcon name={social.icon} className="size-4" />
              <span className="sr-only">
                {social.name} {texts.newTab}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function FooterLinks({ group }: { group: ChromeTexts["footerGroups"][number] }) {
  return (
    <nav aria-label={group.label}>
      <h2 className="mb-4 font-sans text-sm font-semibold uppercase tracking-wider text-foreground">{group.title}</h2>
      {/* Each link is 28 px tall (WCAG 2.2's 24 px target), 2 px apart: the same 30 px pitch as before. Lighthouse
          found the 17 px links too small on /si and /ta, where a part not laid out yet overlapped them. */}
      <ul className="grid gap-0.5 text-sm">
        {group.links.map((link) => (
          <li key={link.name}>
            <NavTargetLink dest={link.target} className="block w-fit py-1 text-muted-foreground hover:text-primary">
              {link.name}
            </NavTargetLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** docs/product.md, Public site: the footer's four link groups, brand link, social links and card brands. */
export function SiteFooter() {
  const { footerGroups, madeIn, securePayments } = useChromeTexts();
  return (
    <footer className="border-t border-border bg-card">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.4fr_repeat(4,1fr)]">
        <FooterBrand />
        {footerGroups.map((group) => (
          <FooterLinks key={group.title} group={group} />
        ))}
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6">
          <LanguageSwitcher />
          <p>
            © {new Date().getFullYear()} {siteConfig.legalName}. {madeIn}
          </p>
          <div className="flex items-center gap-3">
            <span className="flex items-center gap-1.5">
              <LockIcon className="size-4" aria-hidden="true" />
              {securePayments}
            </span>
            <BrandIcon name="visa" className="h-5 w-8" label="Visa" />
            <BrandIcon name="mastercard" className="h-5 w-8" label="Mastercard" />
            <BrandIcon name="amex" className="h-5 w-8" label="American Express" />
          </div>
        </div>
      </div>
    </footer>
  );
}
