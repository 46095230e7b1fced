import { describe, expect, it } from "vitest";
import { providerIn } from "./providers";

// One route module serves both providers' pages and one both return addresses; each learns its provider here.
describe("the provider an address names", () => {
  it("reads the project's page and the return address of each provider", () => {
    const project = "/dashboard/projects/7f9c7e1e-3b7a-4d51-9a51-0c1f4a0d2b11";
    expect(providerIn(`${project}/google`)).toBe("google");
    expect(providerIn(`${project}/meta`)).toBe("meta");
    expect(providerIn("/dashboard/google/callback")).toBe("google");
    expect(providerIn("/dashboard/meta/callback/")).toBe("meta");
  });

  it("names none for any other address", () => {
    expect(providerIn("/dashboard/projects/x/analytics")).toBeNull();
    expect(providerIn("/dashboard/projects/x/googles")).toBeNull();
    expect(providerIn("/dashboard/tiktok/callback")).toBeNull();
  });
});
