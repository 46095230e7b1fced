import { describe, expect, it } from "vitest";
import { parseValue } from "~/lib/parse.server";
import {
  draftLinkParamsSchema,
  draftRequestSchemaIn,
  draftSchema,
  planSchema,
  storedDraftSchema,
} from "./draft-schema.server";

const empty = {
  businessInfo: { businessName: "", industry: "", website: "" },
  marketingGoals: [],
  platformPreferences: [],
  hearAboutUs: "",
};

describe("a draft's answers", () => {
  it("keeps only a plan the catalogue knows", () => {
    expect(planSchema.parse("Growth")).toBe("Growth");
    expect(planSchema.parse("constructor")).toBeUndefined();
    expect(planSchema.parse({ name: "Growth" })).toBeUndefined();
    expect(planSchema.parse(undefined)).toBeUndefined();
  });

  it("keeps only the non-sensitive answers, each checked against its options", () => {
    const draft = draftSchema.parse({
      businessInfo: { businessName: "B".repeat(250), industry: "Retail", website: 42, secret: "x" },
      marketingGoals: ["Lead Generation", "World Domination", 7],
      platformPreferences: "Instagram",
      hearAboutUs: "Google Search",
      accountInfo: { fullName: "Amaya", password: "Strong#Pass1" },
    });
    expect(draft).toEqual({
      businessInfo: { businessName: "B".repeat(200), industry: "Retail", website: "" },
      marketingGoals: ["Lead Generation"],
      platformPreferences: [],
      hearAboutUs: "Google Search",
    });
  });

  it("cleans rather than refuses: anything that is not a draft is an empty one", () => {
    for (const value of [undefined, null, "draft", 3, [], { businessInfo: "Kandy" }]) {
      expect(draftSchema.parse(value)).toEqual(empty);
    }
    expect(storedDraftSchema.parse({ ...empty, plan: "Scale", owners: ["a", 1, "b"] })).toEqual({
      ...empty,
      plan: "Scale",
      owners: ["a", "b"],
    });
    expect(storedDraftSchema.parse(null)).toEqual({ ...empty, plan: undefined, owners: [] });
  });
});

describe("a request to the drafts API", () => {
  it("saves by default, for a lower-cased address", () => {
    const parsed = parseValue({ email: " Amaya@Kandy.LK ", data: empty, plan: "Growth" }, draftRequestSchemaIn("en"));
    expect(parsed).toEqual({
      ok: true,
      value: { intent: "save", email: "amaya@kandy.lk", data: empty, plan: "Growth", locale: "en" },
    });
  });

  it("refuses what is not a request, with the message the API answers", () => {
    const message = (value: unknown) => {
      const parsed = parseValue(value, draftRequestSchemaIn("en"));
      return parsed.ok ? null : parsed.problem.message;
    };
    expect(message(null)).toBe("Expected a JSON object");
    expect(message({ intent: "something", email: "known@example.lk" })).toBe("Unknown request");
    expect(message({ intent: "link", email: "not-an-email" })).toBe("Please enter a valid email address");
    expect(message({ intent: "link" })).toBe("Please enter a valid email address");
    expect(message({ intent: "link", email: `${"a".repeat(250)}@b.lk` })).toBe("Please enter a valid email address");
  });

  it("reads a link's token only in the shape the server makes", () => {
    expect(draftLinkParamsSchema.safeParse({ token: "A".repeat(43) }).success).toBe(true);
    expect(draftLinkParamsSchema.safeParse({ token: "abc" }).success).toBe(false);
    expect(draftLinkParamsSchema.safeParse({ token: "'; drop table" }).success).toBe(false);
  });
});
