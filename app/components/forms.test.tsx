import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorList, Field, TextField } from "./forms";

describe("forms", () => {
  it("ties a text field's input to its hint and its error, and marks it invalid", () => {
    const html = renderToStaticMarkup(
      <TextField id="email" label="Email" hint="Where we answer" error="Enter an email" />,
    );
    expect(html).toContain("<label");
    expect(html).toContain('for="email"');
    expect(html).toContain('aria-describedby="email-hint email-error"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('<p id="email-hint" class="text-xs text-muted-foreground">Where we answer</p>');
    expect(html).toContain('<p id="email-error" class="text-sm text-danger-text" role="alert">Enter an email</p>');
  });

  it("points at nothing and is not invalid while the field is fine", () => {
    const html = renderToStaticMarkup(<TextField id="name" label="Name" />);
    expect(html).not.toContain("aria-describedby");
    expect(html).not.toContain("aria-invalid");
    expect(html).not.toContain('role="alert"');
  });

  it("gives className to the input and fieldClassName to the wrapper", () => {
    const html = renderToStaticMarkup(<TextField id="d" label="D" className="uppercase" fieldClassName="contents" />);
    expect(html).toMatch(/^<div class="contents">/);
    expect(html).toMatch(/<input[^>]*class="[^"]*uppercase/);
  });

  it("lets the caller's aria props win", () => {
    const html = renderToStaticMarkup(<TextField id="pw" label="Password" hint="h" aria-describedby="pw-help" />);
    expect(html).toContain('aria-describedby="pw-help"');
  });

  it("lists several errors in one alert, and says nothing without errors", () => {
    expect(renderToStaticMarkup(<ErrorList id="f" errors={["One", "Two"]} />)).toBe(
      '<ul id="f" class="text-sm text-danger-text list-disc pl-5" role="alert"><li>One</li><li>Two</li></ul>',
    );
    expect(renderToStaticMarkup(<ErrorList errors={[]} />)).toBe("");
    expect(renderToStaticMarkup(<ErrorList errors="" />)).toBe("");
  });

  it("puts the hint, then the errors, then what follows, under the control", () => {
    const html = renderToStaticMarkup(
      <Field id="x" label="X" hint="hint" error="bad" after={<span>after</span>}>
        <input id="x" />
      </Field>,
    );
    expect(html.indexOf("hint")).toBeLessThan(html.indexOf("bad"));
    expect(html.indexOf("bad")).toBeLessThan(html.indexOf("after"));
  });
});
