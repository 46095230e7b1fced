import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { billingDocuments, payments, projects, projectUpdates, users } from "#db/schema";
import { DEMO_PASSWORD, seedDemoData } from "#db/seed";
import { verifyPassword } from "~/features/accounts/password.server";
import { colomboYear } from "~/features/billing/documents/documents.server";
import { DatabaseLockedError, openDatabase } from "~/lib/db.server";
import { formatDate } from "~/lib/format";
import { createTestDatabase, testEngine } from "../setup/test-db";

describe("database", () => {
  it("migrates an empty database and reports it fresh", async () => {
    // The embedded one without the tests' migrated image (createTestDatabase's), so the migrations themselves run.
    const database = testEngine() === "pglite" ? await openDatabase({ kind: "memory" }) : await createTestDatabase();
    try {
      expect(database.fresh).toBe(true);
      expect(await database.db.select().from(users)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it("seeds the demo accounts once, with the demo password and projects in every status", async () => {
    const database = await createTestDatabase();
    try {
      const accounts = await seedDemoData(database.db);
      expect(accounts?.map((a) => [a.flideskId, a.role])).toEqual([
        ["FLD-ADMIN", "admin"],
        ["FLD-CLNT1", "client"],
        ["FLD-CLNT2", "client"],
        ["FLD-FRLN1", "freelancer"],
        ["FLD-FRLN2", "freelancer"],
      ]);
      const [admin] = await database.db.select().from(users).where(eq(users.flideskId, "FLD-ADMIN"));
      expect(await verifyPassword(admin?.passwordHash ?? "", DEMO_PASSWORD)).toBe(true);
      expect(await verifyPassword(admin?.passwordHash ?? "", "wrong")).toBe(false);
      const statuses = new Set((await database.db.select().from(projects)).map((p) => p.status));
      expect([...statuses].sort()).toEqual(["completed", "in_progress", "pending", "testing"]);
      expect((await database.db.select().from(projectUpdates)).length).toBeGreaterThan(0);
      // The demo payments span four months; each receipt bears its payment's date, numbered in date order.
      const receipts = await database.db
        .select({ document: billingDocuments, paidAt: payments.createdAt })
        .from(billingDocuments)
        .innerJoin(payments, eq(payments.id, billingDocuments.paymentId))
        .orderBy(asc(payments.createdAt));
      expect(receipts).toHaveLength(8);
      for (const { document, paidAt } of receipts) {
        expect(document.createdAt.getTime()).toBe(paidAt.getTime());
        expect(document.year).toBe(colomboYear(paidAt));
      }
      expect(new Set(receipts.map((r) => formatDate(r.document.createdAt))).size).toBe(8);
      expect(await seedDemoData(database.db)).toBeNull();
      expect(await database.db.select().from(users)).toHaveLength(5);
    } finally {
      await database.close();
    }
  });

  it.runIf(testEngine() === "pglite")(
    "lets one process at a time open an embedded data directory, and keeps data across opens",
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "pglite-lock-"));
      const first = await openDatabase({ kind: "pglite", dataDir });
      try {
        expect(first.fresh).toBe(true);
        // The lock file names this process, so a second open here is a second owner; fake another live pid.
        const { writeFileSync } = await import("node:fs");
        writeFileSync(path.join(dataDir, "pglite.lock"), String(process.ppid));
        await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toThrow(DatabaseLockedError);
        await seedDemoData(first.db);
      } finally {
        await first.close();
      }
      const again = await openDatabase({ kind: "pglite", dataDir });
      try {
        expect(again.fresh).toBe(false);
        expect(await again.db.select().from(users)).toHaveLength(5);
      } finally {
        await again.close();
      }
    },
  );

  it.runIf(testEngine() === "pglite")("takes over a lock left by a dead process", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "pglite-stale-"));
    const { writeFileSync } = await import("node:fs");
    writeFileSync(path.join(dataDir, "pglite.lock"), "999999");
    const database = await openDatabase({ kind: "pglite", dataDir });
    await database.close();
  });
});
