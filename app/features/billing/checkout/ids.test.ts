import { describe, expect, it } from "vitest";
import { makeDeskId } from "~/features/accounts/index.server";
import { makeOrderId, ORDER_ID_PATTERN } from "./order-id.server";

describe("ids", () => {
  it("makes order ids of a prefix, a timestamp and a random suffix", () => {
    const id = makeOrderId(1763712000000);
    expect(id).toMatch(ORDER_ID_PATTERN);
    expect(id.startsWith("FLD-ORD-1763712000000-")).toBe(true);
    const many = new Set(Array.from({ length: 500 }, () => makeOrderId(1)));
    expect(many.size).toBe(500);
  });

  it("makes desk IDs of FLD- and 5 of A-Z0-9", () => {
    for (let i = 0; i < 200; i++) expect(makeDeskId()).toMatch(/^FLD-[A-Z0-9]{5}$/);
    expect(new Set(Array.from({ length: 200 }, makeDeskId)).size).toBeGreaterThan(195);
  });
});
