import { cn } from "~/lib/utils";

/** The brands that have a logo in `brand-logos.css` (`scripts/brand-sprite.ts` makes it from simple-icons and brand-shapes.ts). */
export type BrandIconName = "github" | "hostinger" | "visa" | "mastercard" | "amex" | "x" | "instagram" | "linkedin";

/**
 * A brand's logo, drawn in the current text colour through a CSS mask: the page carries a class name, not the
 * logo's path, and the logos come with the stylesheet, so none is a request of its own (decision 30).
 */
export function BrandIcon({
  name,
  className,
  label,
}: {
  name: BrandIconName;
  className?: string;
  /** Accessible name; without it the icon is decorative. */
  label?: string;
}) {
  const classes = cn("brand-logo", `brand-logo-${name}`, className);
  return label ? <span className={classes} role="img" aria-label={label} /> : <span className={classes} aria-hidden />;
}
