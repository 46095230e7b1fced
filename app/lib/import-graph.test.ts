import madge from "madge";
import { beforeAll, describe, expect, it } from "vitest";

// The import graph of app/ as madge reads it, with the tsconfig's aliases (~/ and #db/) resolved and type-only
// imports counted: a cycle through types still ties two modules' designs together (docs/architecture.md, Layers).
let graph: Record<string, string[]>;
let circular: string[][];
let unresolved: string[];

beforeAll(async () => {
  const result = await madge("app/", { fileExtensions: ["ts", "tsx"], tsConfig: "tsconfig.json" });
  graph = result.obj();
  circular = result.circular();
  // Packages and React Router's generated `./+types/*` are not ours to follow; an alias of ours must resolve.
  // An asset asked for with a Vite query (`?url&inline`, a font's `?url`) is a file, not a module: madge cannot
  // follow it.
  unresolved = result.warnings().skipped.filter((name) => /^(~|#db)\//.test(name) && !/\.(svg|woff2)\?/.test(name));
  // Reading all of app/ takes about 30 s on a quiet machine: room for a busy one.
}, 180_000);

/** `features/billing/checkout/x.ts` -> "billing"; null outside app/features. */
const featureOf = (file: string) => /^features\/([^/]+)\//.exec(file)?.[1] ?? null;
const isEntry = (file: string) => /^features\/[^/]+\/index(\.server)?\.tsx?$/.test(file);

function importsWhere(from: (file: string) => boolean, to: (dep: string, file: string) => boolean) {
  return Object.entries(graph).flatMap(([file, deps]) =>
    from(file) ? deps.filter((dep) => to(dep, file)).map((dep) => `${file} -> ${dep}`) : [],
  );
}

describe("import graph of app/", () => {
  it("resolves every alias of ours", () => {
    expect(unresolved).toEqual([]);
    expect(graph["lib/db.server.ts"]).toContain("../db/schema/index.ts");
  });

  it("has no import cycle", () => {
    expect(circular.map((cycle) => cycle.join(" > "))).toEqual([]);
  });

  it("lets a feature reach another only through its index entries, by alias or by relative path", () => {
    const reaching = importsWhere(
      (file) => featureOf(file) !== null,
      (dep, file) => featureOf(dep) !== null && featureOf(dep) !== featureOf(file) && !isEntry(dep),
    );
    expect(reaching).toEqual([]);
  });

  it("lets routes reach billing, accounts and the sandbox gateway only through their index entries", () => {
    const split = ["billing", "accounts", "sandbox-gateway"];
    const reaching = importsWhere(
      (file) => file.startsWith("routes/") || file === "root.tsx",
      (dep) => split.includes(featureOf(dep) ?? "") && !isEntry(dep),
    );
    expect(reaching).toEqual([]);
  });

  it("keeps billing and every other feature from importing the sandbox gateway", () => {
    const reaching = importsWhere(
      (file) => featureOf(file) !== null && featureOf(file) !== "sandbox-gateway",
      (dep) => featureOf(dep) === "sandbox-gateway",
    );
    expect(reaching).toEqual([]);
  });
});
