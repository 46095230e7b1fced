import { describe, expect, it } from "vitest";
import { readCookie } from "./cookies";

describe("readCookie", () => {
  const request = (cookie?: string) => new Request("http://x/", cookie ? { headers: { Cookie: cookie } } : {});
  it("finds a cookie among others, by its exact name", () => {
    expect(readCookie(request("a=1; fld_session=tok=en; b=2"), "fld_session")).toBe("tok=en");
    expect(readCookie(request("xfld_session=1"), "fld_session")).toBeNull();
    expect(readCookie("sidebar_state=false", "sidebar_state")).toBe("false");
  });
  it("gives null without the cookie or a header, and never decodes or throws", () => {
    expect(readCookie(request(), "a")).toBeNull();
    expect(readCookie(null, "a")).toBeNull();
    expect(readCookie(request("a=%E0%A4"), "a")).toBe("%E0%A4");
  });
});
