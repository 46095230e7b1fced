// `npm run seed`: adds the demo data to the database the environment names (PostgreSQL or the embedded one).
import { openDatabase } from "~/lib/db.server";
import { loadEnv } from "~/lib/env.server";
import { DEMO_PASSWORD, seedDemoData } from "./seed";

const env = loadEnv();
const database = await openDatabase(
  env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: env.DATA_DIR },
);
try {
  const accounts = await seedDemoData(database.db);
  if (!accounts) console.log("Demo data is already there.");
  else {
    for (const a of accounts) console.log(`${a.flideskId.padEnd(10)} ${a.role.padEnd(11)} ${a.email}`);
    console.log(`Password for all of them: ${DEMO_PASSWORD}`);
  }
} finally {
  await database.close();
}
