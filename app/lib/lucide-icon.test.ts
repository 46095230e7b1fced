import * as chartColumn from "lucide-react/icons/chart-column";
import * as check from "lucide-react/icons/check";
import * as circleExclamationPoint from "lucide-react/icons/circle-exclamation-point";
import { type ComponentType, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import createLucideIcon from "./lucide-icon";

// Tests import lucide-react as published (the build's alias is not applied here), so each icon can be compared with
// the one our factory makes from the same data. React closes an element with children as `<path ...></path>`, and
// our markup as `<path .../>`: the same element, written two ways.
const sameForm = (html: string) => html.replaceAll(/<(\w+)([^>]*)><\/\1>/g, "<$1$2/>");
const render = (icon: ComponentType<Record<string, unknown>>, props: Record<string, unknown>) =>
  sameForm(renderToStaticMarkup(createElement(icon, props)));

// Each icon module also exports the data it was made from (untyped in lucide-react's declarations).
type IconModule = { default: unknown };
const dataOf = (module: IconModule) =>
  (module as unknown as { __iconData: Parameters<typeof createLucideIcon>[0] }).__iconData;
const icons = [
  ["check", check],
  ["chart-column (a renamed icon)", chartColumn],
  ["circle-exclamation-point (several elements)", circleExclamationPoint],
] as const;
const propSets = [
  {},
  { className: "size-4 text-primary" },
  { "aria-label": "Done", role: "img" },
  { size: 16, strokeWidth: 1.5, color: "red" },
  { size: 48, strokeWidth: 2, absoluteStrokeWidth: true },
  { "data-testid": "icon", focusable: "false" },
];

describe("createLucideIcon", () => {
  for (const [name, module] of icons)
    it(`draws ${name} exactly as lucide-react does, whatever the props`, () => {
      const Original = module.default;
      const Ours = createLucideIcon(dataOf(module));
      for (const props of propSets)
        expect(render(Ours as ComponentType<Record<string, unknown>>, props)).toBe(
          render(Original as ComponentType<Record<string, unknown>>, props),
        );
    });

  it("escapes attribute values it writes as markup", () => {
    const Icon = createLucideIcon({ name: "x", node: [["path", { d: 'M0 0"<&', key: "k" }]] });
    expect(renderToStaticMarkup(createElement(Icon))).toContain('<path d="M0 0&quot;&lt;&amp;"/>');
  });
});
