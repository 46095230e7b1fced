import sprite from "../brand-logos.svg?url&no-inline";
import { brandViewBox } from "./brand-shapes";

/** The brands whose logos are in the sprite (`scripts/brand-sprite.ts` makes it from simple-icons and brand-shapes.ts). */
export type BrandIconName = "github" | "hostinger" | "visa" | "mastercard" | "amex" | "x" | "instagram" | "linkedin";

/**
 * A brand's logo, drawn in the current text colour from the one sprite file: the page carries a short reference, not
 * the logo's path, and the browser fetches the sprite once for every logo.
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
  return (
    <svg
      viewBox={brandViewBox(name)}
      className={className}
      fill="currentColor"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {label && <title>{label}</title>}
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
