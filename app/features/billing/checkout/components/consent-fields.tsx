import { Checkbox } from "~/components/ui/checkbox";
import { localizedPath } from "~/lib/locale";
import { usePortalTexts } from "~/lib/portal-texts";
import type { Checkout } from "./use-checkout";

const NewTabLink = ({ href, children }: { href: string; children: string }) => (
  <a href={href} target="_blank" rel="noopener noreferrer" className="text-accent-foreground underline">
    {children}
  </a>
);

/** The terms the buyer must agree to, and the optional mailing list. */
export function ConsentFields({ checkout }: { checkout: Checkout }) {
  const termsError = checkout.shown("agreeToTerms");
  const { m, locale } = usePortalTexts();
  return (
    <>
      <div className="grid gap-1">
        <label htmlFor="checkout-terms" className="flex items-start gap-3 text-sm">
          <Checkbox
            id="checkout-terms"
            name="agreeToTerms"
            checked={checkout.fields.agreeToTerms}
            onChange={(e) => checkout.dispatch({ type: "agreed", value: e.target.checked })}
            className="mt-0.5"
            aria-invalid={termsError ? true : undefined}
          />
          <span>
            {m.buy_agree_before()}{" "}
            <NewTabLink href={localizedPath("/terms-of-service", locale)}>{m.buy_terms()}</NewTabLink> {m.buy_and()}{" "}
            <NewTabLink href={localizedPath("/privacy-policy", locale)}>{m.buy_privacy()}</NewTabLink>
          </span>
        </label>
        {termsError && <p className="text-sm text-danger-text">{termsError}</p>}
      </div>
      <label htmlFor="checkout-marketing" className="flex items-start gap-3 text-sm">
        <Checkbox
          id="checkout-marketing"
          name="marketingConsent"
          checked={checkout.marketingConsent}
          onChange={(e) => checkout.dispatch({ type: "marketing", value: e.target.checked })}
          className="mt-0.5"
        />
        <span>{m.buy_marketing_consent()}</span>
      </label>
    </>
  );
}
