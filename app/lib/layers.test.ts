import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The import directions of docs/architecture.md (Layers) are Biome rules (biome.json, overrides): `npm run lint`
// fails on a module that imports upward. A probe file in each layer shows the rule bites, and that it lets the
// allowed direction through.
function lint(folder: string, source: string) {
  const file = path.join(folder, `layer-probe-${randomBytes(4).toString("hex")}.ts`);
  writeFileSync(file, source);
  try {
    const run = spawnSync(path.resolve("node_modules/.bin/biome"), ["lint", file], { encoding: "utf8" });
    return { status: run.status, output: run.stdout + run.stderr };
  } finally {
    rmSync(file, { force: true });
  }
}

describe("layer rules", () => {
  it.each([
    ["app/lib", 'import { siteConfig } from "~/features/site/config";\n\nexport const x = siteConfig;\n'],
    ["app/components", 'import { siteConfig } from "~/features/site/config";\n\nexport const x = siteConfig;\n'],
    ["app/features/site", 'import { meta } from "~/routes/site/home";\n\nexport const x = meta;\n'],
    ["db/schema", 'import { cn } from "~/lib/utils";\n\nexport const x = cn;\n'],
    // A feature reaches another only through its public entry.
    ["app/features/leads", 'import { siteConfig } from "~/features/site/config";\n\nexport const x = siteConfig;\n'],
    // ... never one of its sub-domains' modules.
    [
      "app/features/sandbox-gateway",
      'import { nextCharge } from "~/features/billing/subscriptions/next-charge.server";\n\nexport const x = nextCharge;\n',
    ],
    // Routes and the server reach billing, accounts and the sandbox gateway only through their entries.
    [
      "app/routes/api",
      'import { handleNotify } from "~/features/billing/payhere/notify.server";\n\nexport const x = handleNotify;\n',
    ],
    [
      "server",
      'import { requireUser } from "~/features/accounts/sign-in/session.server";\n\nexport const x = requireUser;\n',
    ],
    [
      "app/routes/site",
      'import { SandboxPayment } from "~/features/sandbox-gateway/components/sandbox-payment";\n\nexport const x = SandboxPayment;\n',
    ],
  ])("refuse an upward import in %s", (folder, source) => {
    const result = lint(folder, source);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("noRestrictedImports");
  });

  it.each([
    ["lib", 'import { cn } from "~/lib/utils";\n\nexport const x = cn;\n'],
    ["another feature's index", 'import { siteConfig } from "~/features/site";\n\nexport const x = siteConfig;\n'],
    [
      "another feature's server index",
      'import { listLeads } from "~/features/leads/index.server";\n\nexport const x = listLeads;\n',
    ],
  ])("let a feature import %s", (_, source) => {
    const result = lint("app/features/billing", source);
    expect(result.output).not.toContain("noRestrictedImports");
    expect(result.status).toBe(0);
  });

  it.each([
    [
      "billing's server entry",
      'import { handleNotify } from "~/features/billing/index.server";\n\nexport const x = handleNotify;\n',
    ],
    ["accounts' entry", 'import { SignInForm } from "~/features/accounts";\n\nexport const x = SignInForm;\n'],
    // The features not split into sub-domains keep their modules open to routes.
    [
      "a module of another feature",
      'import { siteConfig } from "~/features/site/config";\n\nexport const x = siteConfig;\n',
    ],
  ])("let a route import %s", (_, source) => {
    const result = lint("app/routes/api", source);
    expect(result.output).not.toContain("noRestrictedImports");
    expect(result.status).toBe(0);
  });
});
