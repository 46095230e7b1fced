import { describe, expect, it } from "vitest";
import { readUnsubscribeToken, unsubscribeToken } from "./unsubscribe-token.server";

const SECRET = "a-secret-of-at-least-thirty-two-characters";
const USER = "3f1c2b9e-8a41-4c7e-9d0a-5b6e7f809a1b";
const OTHER = "0d9e8f7a-6b5c-4d3e-8f1a-2b3c4d5e6f70";

describe("unsubscribe tokens", () => {
  it("name their user and kind, or the digest, in URL-safe characters", () => {
    for (const kind of ["update", "change-request", "digest"] as const) {
      const token = unsubscribeToken(SECRET, USER, kind);
      expect(token).toMatch(/^[\w.-]+$/);
      expect(readUnsubscribeToken(SECRET, token)).toEqual({ userId: USER, kind });
    }
  });

  it("refuse another kind, another user or another secret under the same signature", () => {
    const signature = unsubscribeToken(SECRET, USER, "update").split(".")[2];
    expect(readUnsubscribeToken(SECRET, `${USER}.status.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(SECRET, `${OTHER}.update.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(`${SECRET}!`, unsubscribeToken(SECRET, USER, "update"))).toBeNull();
  });

  it("refuse garbled tokens without throwing", () => {
    const good = unsubscribeToken(SECRET, USER, "lead");
    for (const token of [
      "",
      "x",
      `${good}.extra`,
      good.slice(0, -1),
      `${USER}.nothing.${good.split(".")[2]}`,
      "..",
      "a.b.c",
    ]) {
      expect(readUnsubscribeToken(SECRET, token)).toBeNull();
    }
  });
});
