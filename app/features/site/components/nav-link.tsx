import type * as React from "react";
import { Link } from "react-router";
import { localizedPath } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import type { NavTarget } from "../nav";
import { useGoToSection } from "../scroll";
import { useChromeTexts } from "../texts";

type Props = Omit<React.ComponentProps<"a">, "href" | "target"> & { dest: NavTarget; onNavigate?: () => void };

/**
 * One link for every kind of nav target. Section links are real `/#id` links, so they work without
 * JavaScript; with it, they scroll smoothly (and from another page go home first).
 */
export function NavTargetLink({ dest: target, onNavigate, onClick, children, ...props }: Props) {
  const goToSection = useGoToSection();
  const locale = useLocale();
  const newTab = useChromeTexts().newTab;
  if ("external" in target) {
    return (
      <a href={target.external} target="_blank" rel="noopener noreferrer" onClick={onNavigate} {...props}>
        {children}
        <span className="sr-only"> {newTab}</span>
      </a>
    );
  }
  if ("to" in target) {
    return (
      <Link to={localizedPath(target.to, locale)} onClick={onNavigate} {...props}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={`${localizedPath("/", locale)}#${target.section}`}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onNavigate?.();
        goToSection(target.section);
      }}
      {...props}
    >
      {children}
    </a>
  );
}
