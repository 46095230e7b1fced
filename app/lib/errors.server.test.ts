import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { describeError, isDatabaseUnavailable, statusOf } from "./errors.server";

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new DrizzleQueryError('select * from "users" where "email" = $1', ["a@b.lk"], cause);

describe("isDatabaseUnavailable", () => {
  it("knows a database that is out of reach, however the driver says it", () => {
    const refused = Object.assign(
      new AggregateError([pgError("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")]),
      {
        code: "ECONNREFUSED",
      },
    );
    for (const error of [
      refused,
      wrapped(pgError("57P01", "terminating connection due to administrator command")),
      wrapped(pgError("57P03", "the database system is starting up")),
      wrapped(pgError("08006", "connection failure")),
      wrapped(pgError("55000", 'database "x" is not currently accepting connections')),
      new Error("Connection terminated unexpectedly"),
      new Error("PGlite is closed"),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      expect(statusOf(error)).toBe(503);
    }
  });

  it("does not take a wrong query, a broken rule or a bug for an outage", () => {
    for (const error of [
      wrapped(pgError("23505", 'duplicate key value violates unique constraint "users_email_unique"')),
      wrapped(pgError("22021", 'invalid byte sequence for encoding "UTF8": 0x00')),
      new TypeError("Cannot read properties of undefined"),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
      expect(statusOf(error)).toBe(500);
    }
    expect(statusOf(new URIError("URI malformed"))).toBe(400);
  });
});

describe("describeError", () => {
  it("names the error and its code, never the failed query's parameters", () => {
    const line = describeError(wrapped(pgError("23505", "duplicate key value violates unique constraint")));
    expect(line).toBe("DrizzleQueryError (23505): duplicate key value violates unique constraint");
    expect(describeError(new Error("Failed query: select 1\nparams: secret"))).not.toContain("secret");
    expect(describeError("plain")).toBe("string: plain");
  });
});
