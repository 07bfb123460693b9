/**
 * How long the PDF module takes to build a document: a long provision summary (≈ 20 pages of
 * tables and text) and a farewell letter, 50 times each after a warm-up; prints median and p95.
 * Then the real provision summary of /pdf/provision/:id for a full provision (every catalogue product,
 * service and extra, all wishes, 40 guests, trusted person, finance notes) on a seeded in-memory database:
 * loading its data and building the PDF, and the PDF alone. Target: median ≤ 300 ms.
 *
 *   npm run bench:pdf        (or: npx node bench/pdf.ts [runs])
 *
 * The app's modules use the `~/` alias and extension-less imports, so they are loaded through
 * Vite's module runner (the same transform the dev server uses); pdfkit and the fonts load from
 * node_modules as in production.
 */
import os from "node:os";
import type * as Letters from "../app/.server/pdf/letter.ts";
import type * as Samples from "../app/.server/testing/pdf.ts";
import type * as Provision from "../app/.server/pdf/provision.ts";
import type * as Documents from "../app/.server/services/documents/index.ts";
import type * as Fixtures from "../app/.server/testing/documents.ts";
import type * as Testing from "../app/.server/testing/database.ts";
import { loadAppModule } from "./lib/app-module.ts";

const load = loadAppModule;

const runs = Number(process.argv[2] ?? 50);
const samples = await load<typeof Samples>("/app/.server/testing/pdf.ts");
const { letterPdf } = await load<typeof Letters>("/app/.server/pdf/letter.ts");

async function measure(name: string, build: () => Promise<Buffer>) {
  const first = performance.now();
  const sample = await build();
  const cold = performance.now() - first;
  for (let index = 0; index < 3; index++) await build();
  const times: number[] = [];
  for (let index = 0; index < runs; index++) {
    const start = performance.now();
    await build();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)] ?? 0;
  const pages = /\/Count (\d+)/.exec(sample.toString("latin1"))?.[1] ?? "?";
  console.log(
    `${name.padEnd(24)} ${pages.padStart(3)} pages ${(sample.length / 1024).toFixed(0).padStart(5)} KB` +
      `   first ${cold.toFixed(0).padStart(5)} ms   median ${at(0.5).toFixed(1).padStart(6)} ms   p95 ${at(0.95).toFixed(1).padStart(6)} ms   (${runs} runs)`,
  );
}

const loadAverage = () => (os.loadavg()[0] ?? 0).toFixed(1);
console.log(`${os.cpus().length} cores, load average ${loadAverage()} at start`);
await measure("provision summary", () => samples.sampleDocument(9, 40).toBuffer());
await measure("farewell letter", () => letterPdf(samples.SAMPLE_LETTER));

// The provision summary of a full provision, as /pdf/provision/:id builds it.
const { createTestDatabase } = await load<typeof Testing>("/app/.server/testing/database.ts");
const { createFullProvision } = await load<typeof Fixtures>("/app/.server/testing/documents.ts");
const { provisionDocumentData, readDocumentProvision } = await load<typeof Documents>(
  "/app/.server/services/documents/index.ts",
);
const { provisionSummaryPdf } = await load<typeof Provision>("/app/.server/pdf/provision.ts");
const database = await createTestDatabase();
try {
  const { provision, actor } = await createFullProvision(database.db, "bench-voll@example.de");
  const data = await provisionDocumentData(database.db, provision);
  console.log(
    `full provision: ${data.products.length} products, ${data.services.length} services, ${data.extras.length} extras, ${data.guests.length} guests`,
  );
  await measure("full summary (data+PDF)", async () =>
    provisionSummaryPdf(
      await provisionDocumentData(
        database.db,
        await readDocumentProvision(database.db, actor, provision.id, { now: new Date() }),
      ),
    ),
  );
  await measure("full summary (PDF only)", () => provisionSummaryPdf(data));
} finally {
  await database.close();
}
console.log(`load average ${loadAverage()} at the end (figures on a busy machine are not comparable)`);
