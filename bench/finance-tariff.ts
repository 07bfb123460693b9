/**
 * How long the embedded insurance adapter takes to compute a burial-fund tariff (target: ≤ 5 ms p99) and
 * the partner tariff: 20,000 computations each after a warm-up, over ages 18–98 and both payment types;
 * prints median, p99 and max per call. Figures on a loaded machine are noisy.
 *
 *   npx node bench/finance-tariff.ts [runs]
 *
 * Loaded through Vite's module runner like bench/pdf.ts (the app's `~/` alias).
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import type * as Insurance from "../app/.server/insurance/embedded.ts";
import type { Cents } from "../app/domain/money.ts";
import { loadAppModule } from "./lib/app-module.ts";

const module = await loadAppModule<typeof Insurance>("/app/.server/insurance/embedded.ts");
const port = module.embeddedInsurance();
const runs = Number(process.argv[2] ?? 20_000);

const birth = (i: number) => `${2026 - 18 - (i % 81)}-0${1 + (i % 9)}-15`;
const cost = (i: number) => (300_000 + (i % 50) * 50_000) as Cents;

function summary(label: string, times: number[]) {
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  console.log(
    `${label.padEnd(34)} median ${at(0.5).toFixed(4)} ms   p99 ${at(0.99).toFixed(4)} ms   max ${times.at(-1)!.toFixed(3)} ms   (bar p99 ≤ 5 ms: ${at(0.99) <= 5 ? "met" : "NOT met"})`,
  );
}

async function measure(label: string, call: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 2_000; i += 1) await call(i); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await call(i);
    times.push(performance.now() - start);
  }
  summary(label, times);
}

console.log(
  `Tariff computation, embedded adapter — ${runs} calls each; ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(2)}`,
);
await measure("hdhTariff (burial fund)", (i) =>
  port.hdhTariff({
    paymentType: i % 2 ? "onetime" : "monthly",
    provisionBirth: birth(i),
    costsRoundedCents: cost(i),
    today: "2026-11-22",
  }),
);
await measure("tariff (partner, provisions/tariff)", (i) =>
  port.tariff({ birthdate: birth(i), insuranceSumCents: cost(i), startDate: "2026-12-01" }),
);
