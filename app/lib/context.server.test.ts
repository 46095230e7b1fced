import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { clientContext, dbAndEnv, dbContext, envContext, limitedServices } from "./context.server";
import { loadEnv } from "./env.server";

const env = loadEnv({
  NODE_ENV: "test",
  SESSION_SECRET: "test-secret-test-secret-test-secret-0000",
  PUBLIC_URL: "https://agency.example",
});
const client = { clientIp: "203.0.113.7", clientKey: "203.0.113.7" };

describe("the context keys", () => {
  it("give back what the server put under them, typed by the key", () => {
    const context = new RouterContextProvider();
    context.set(envContext, env);
    context.set(clientContext, client);
    expect(context.get(envContext).PUBLIC_URL).toBe("https://agency.example");
    expect(context.get(clientContext)).toEqual(client);
  });

  // No key has a default (decision 33): a service missing from a context is an error where it is read, never an
  // undefined database that fails a query later.
  it("refuse a read of a service the context was built without", () => {
    const context = new RouterContextProvider();
    context.set(envContext, env);
    context.set(clientContext, client);
    expect(() => context.get(dbContext)).toThrow();
    expect(() => dbAndEnv(context)).toThrow();
    expect(() => limitedServices(context)).toThrow();
  });
});
