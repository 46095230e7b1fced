import { createElement, type SVGProps } from "react";

/**
 * Stands in for lucide-react's `createLucideIcon` (vite.config.ts points the icons' import here): the same `<svg>`
 * with the same attributes and classes, drawn from markup made once per icon instead of elements made on every
 * render. Lucide's version is two components and one element per path, so a page of icons cost React hydration
 * work for what never changes (about 30 ms of a home page load on a phone slowed 4x).
 */
type IconNode = [tag: string, attrs: Record<string, string | number>, children?: IconNode][];
type IconData = { name?: string; size?: number; node: IconNode; aliases?: unknown[] };
type IconProps = SVGProps<SVGSVGElement> & { size?: number | string; absoluteStrokeWidth?: boolean };

const attributeValue = (value: string | number) =>
  String(value).replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

function markup(node: IconNode): string {
  return node
    .map(([tag, attrs, children]) => {
      const attributes = Object.entries(attrs)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => ` ${name}="${attributeValue(value)}"`)
        .join("");
      return children ? `<${tag}${attributes}>${markup(children)}</${tag}>` : `<${tag}${attributes}/>`;
    })
    .join("");
}

// Lucide's rule: an icon with an accessible name or role is announced; every other icon is hidden from readers.
const labelled = (props: Record<string, unknown>) =>
  Object.keys(props).some(
    (name) => (name.startsWith("aria-") || name === "role" || name === "title") && props[name] != null,
  );

export default function createLucideIcon(icon: IconData) {
  const box = icon.size ?? 24;
  // Lucide's classes: `lucide`, one for the icon's name and one for each former name it still answers to.
  const names = [icon.name, ...(icon.aliases ?? [])].filter((name) => typeof name === "string" && name.trim() !== "");
  const iconClass = ["lucide", ...names.map((name) => `lucide-${name}`)].join(" ");
  let inner: { __html: string } | undefined;
  // biome-ignore lint/correctness/noComponentHookFactories: a factory by design, run once per icon at module load.
  function LucideIcon({
    className,
    size = 24,
    color = "currentColor",
    strokeWidth = 2,
    absoluteStrokeWidth,
    ...rest
  }: IconProps) {
    inner ??= { __html: markup(icon.node) };
    return createElement("svg", {
      xmlns: "http://www.w3.org/2000/svg",
      width: size,
      height: size,
      viewBox: `0 0 ${box} ${box}`,
      fill: "none",
      stroke: color,
      strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * box) / Number(size) : strokeWidth,
      strokeLinecap: "round",
      strokeLinejoin: "round",
      className: className ? `${iconClass} ${className}` : iconClass,
      "aria-hidden": labelled(rest) ? undefined : "true",
      ...rest,
      dangerouslySetInnerHTML: inner,
    });
  }
  return LucideIcon;
}
