import autocannon from "autocannon";
import { startProductionServer } from "./server";
const s = await startProductionServer();
try {
  for (let i = 0; i < 5; i++) await (await fetch(`${s.url}/pricing`)).text();
  const r = await autocannon({ url: `${s.url}/`, connections: 100, duration: 2 });
  console.log("home100", r.requests.average, r.latency.p50, r["2xx"], r.errors, r.timeouts);
  for (let i = 0; i < 10; i++) {
    const t = performance.now();
    const res = await fetch(`${s.url}/pricing`);
    await res.text();
    console.log("probe", i, res.status, Math.round(performance.now() - t), "ms");
  }
  const r2 = await autocannon({ url: `${s.url}/pricing`, connections: 100, duration: 2 });
  console.log("pricing100", r2.requests.average, r2.latency.p50, r2["2xx"], r2.errors, r2.timeouts);
  console.log(s.log().slice(-2000));
} finally { await s.stopAndWait(); }
