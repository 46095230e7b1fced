import { siAmericanexpress, siGithub, siHostinger, siInstagram, siMastercard, siVisa, siX } from "simple-icons";

type Icon = { title: string; path: string; hex: string };

// simple-icons no longer carries LinkedIn's mark, so its well-known "in" glyph is drawn here.
const linkedin: Icon = {
  title: "LinkedIn",
  hex: "0A66C2",
  path: "M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z",
};

export const brandIcons = {
  github: siGithub,
  hostinger: siHostinger,
  visa: siVisa,
  mastercard: siMastercard,
  amex: siAmericanexpress,
  x: siX,
  instagram: siInstagram,
  linkedin,
} satisfies Record<string, Icon>;

export type BrandIconName = keyof typeof brandIcons;

/** A brand's logo as an inline SVG, in its own colour or the current text colour. */
export function BrandIcon({
  name,
  className,
  brandColor = false,
  label,
}: {
  name: BrandIconName;
  className?: string;
  brandColor?: boolean;
  /** Accessible name; without it the icon is decorative. */
  label?: string;
}) {
  const icon = brandIcons[name];
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill={brandColor ? `#${icon.hex}` : "currentColor"}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {label && <title>{label}</title>}
      <path d={icon.path} />
    </svg>
  );
}
