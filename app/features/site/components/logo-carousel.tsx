import { BrandIcon, type BrandIconName } from "./brand-icons";

/** docs/product.md, Public site: four logos, each repeated 5 times, 120 px per item, an 80 s loop. */
export const CAROUSEL_REPEAT = 5;
export const CAROUSEL_ITEM_PX = 120;
export const CAROUSEL_LOOP_S = 80;

const logos: { name: string; icon: BrandIconName }[] = [
  { name: "Hostinger", icon: "hostinger" },
  { name: "GitHub", icon: "github" },
  { name: "Visa", icon: "visa" },
  { name: "Mastercard", icon: "mastercard" },
];

export function LogoCarousel() {
  const sequence = Array.from({ length: CAROUSEL_REPEAT }, () => logos).flat();
  // The track holds the sequence twice and moves by half its width, so the loop has no seam.
  const track = [...sequence, ...sequence];
  return (
    <div className="logo-carousel relative overflow-hidden">
      <ul className="sr-only">
        {logos.map((logo) => (
          <li key={logo.name}>{logo.name}</li>
        ))}
      </ul>
      <div
        className="logo-track flex w-max"
        aria-hidden="true"
        style={{ animationDuration: `${CAROUSEL_LOOP_S}s` }}
        data-testid="logo-track"
      >
        {track.map((logo, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the same logo repeats by design.
            key={i}
            className="flex h-16 shrink-0 items-center justify-center text-muted-foreground"
            style={{ width: CAROUSEL_ITEM_PX }}
          >
            <BrandIcon name={logo.icon} className="size-10" />
          </div>
        ))}
      </div>
    </div>
  );
}
