/**
 * The wallet card route (/pdf/provision/:id/vorsorgeausweis, decision 0061) with a real database: the text
 * poppler extracts (name, contract number, hotline, trusted person), the page sizes (A4 sheet, ID-1 card),
 * no example number without HOTLINE_NUMBER, and the same access rules as the other provision PDFs.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_HOTLINE, loadConfig } from "~/.server/config";
import { createCustomer, createStaff } from "~/.server/testing/crm";
import { provisions } from "~/.server/db/schema";
import { useTestDatabase } from "~/.server/testing/test-database";
import { HAS_PDFTOTEXT, extractText } from "~/.server/testing/pdf";
import type { Runtime } from "~/.server/runtime";
import { listAudit } from "~/.server/services/audit";
import { actorFor, body, call, routeContext, status, testRuntime } from "~/.server/testing/routes";
import * as documents from "./index";
import * as walletCard from "./pdf.provision.$provisionId.vorsorgeausweis";

const database = useTestDatabase();
const HOTLINE = { HOTLINE_NUMBER: "0800 330 44 55", HOTLINE_HOURS: "rund um die Uhr erreichbar" };
const DATA_DIR = "/tmp/vp-wallet-card-routes";
let withHotline: Runtime;
let withoutHotline: Runtime;

beforeAll(async () => {
  withoutHotline = testRuntime(database, DATA_DIR);
  withHotline = {
    ...withoutHotline,
    config: loadConfig({ SESSION_SECRET: "s".repeat(40), DATA_DIR, ...HOTLINE }),
  };
}, 180_000);

let counter = 0;
async function customer(options: { confirmed?: boolean } = { confirmed: true }) {
  counter += 1;
  return createCustomer(database.db, { email: `card-${counter}@example.de`, ...options });
}

const get = (path: string) => new Request(`http://localhost${path}`);
const cardPath = (id: string, query = "") => `/pdf/provision/${id}/vorsorgeausweis${query}`;

/** Page sizes in points as pdfinfo reports them, one [width, height] per page. */
function pageSizes(pdf: Uint8Array): [number, number][] {
  const dir = mkdtempSync(path.join(tmpdir(), "wallet-card-"));
  try {
    const file = path.join(dir, "card.pdf");
    writeFileSync(file, pdf);
    const result = spawnSync("pdfinfo", ["-f", "1", "-l", "99", file], { encoding: "utf8" });
    return [...result.stdout.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map(
      ([, w, h]) => [Number(w), Number(h)] as [number, number],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function download(runtime: Runtime, made: Awaited<ReturnType<typeof customer>>, query = "") {
  const { context } = await routeContext(
    runtime,
    actorFor(made.user.id, { ownProvisionId: made.provision.id }),
  );
  return call(walletCard.loader, get(cardPath(made.provision.id, query)), context, {
    provisionId: made.provision.id,
  });
}

describe("wallet card PDF", () => {
  it("downloads the A4 sheet with name, contract number, hotline and trusted person", async () => {
    const made = await customer();
    await database.db
      .update(provisions)
      .set({
        trustedPerson: {
          firstname: "Grete",
          lastname: "Jäger",
          phone: "+491712345678",
          relationship: "Tochter",
        },
      })
      .where(eq(provisions.id, made.provision.id));
    const response = (await download(withHotline, made)) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="?Vorsorgeausweis-Erika-Muster-\d\d-\d\d-\d\d\.pdf"?/,
    );
    const pdf = new Uint8Array(await response.arrayBuffer());
    if (!HAS_PDFTOTEXT) return console.warn("poppler-utils missing: text and size checks skipped");
    const sizes = pageSizes(pdf);
    expect(sizes).toHaveLength(1);
    expect(sizes[0]![0]).toBeCloseTo(595.28, 1);
    expect(sizes[0]![1]).toBeCloseTo(841.89, 1);
    const text = extractText(pdf).replace(/\s+/g, " ");
    for (const expected of [
      "Ich habe vorgesorgt",
      "Erika Muster",
      `Vertragsnummer ${made.provision.number}`,
      "0800 330 44 55",
      "rund um die Uhr erreichbar",
      "Meine Vertrauensperson",
      "Grete Jäger",
      "Telefon 0171 2345678",
      "Schnittmarken",
    ])
      expect(text).toContain(expected);
  });

  it("prints the card layout on two pages of exactly 85.6 × 54 mm", async () => {
    const made = await customer();
    const response = (await download(withHotline, made, "?layout=card")) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toMatch(
      /filename="?Vorsorgeausweis-Karte-Erika-Muster-/,
    );
    const pdf = new Uint8Array(await response.arrayBuffer());
    if (!HAS_PDFTOTEXT) return;
    const sizes = pageSizes(pdf);
    expect(sizes).toHaveLength(2);
    for (const [width, height] of sizes) {
      expect(Math.abs(width - 242.6)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(height - 153.1)).toBeLessThanOrEqual(0.5);
    }
    const front = extractText(pdf, 1).replace(/\s+/g, " ");
    expect(front).toContain(`Vertragsnummer ${made.provision.number}`);
    expect(front).toContain("0800 330 44 55");
    // No trusted person: lines to write one in on the back.
    const back = extractText(pdf, 2).replace(/\s+/g, " ");
    expect(back).toContain("Meine Vertrauensperson Name Telefon");
  });

  it("never prints the example number when HOTLINE_NUMBER is not configured", async () => {
    const made = await customer();
    const response = (await download(withoutHotline, made, "?layout=card")) as Response;
    expect(response.status).toBe(200);
    if (!HAS_PDFTOTEXT) return;
    const text = extractText(new Uint8Array(await response.arrayBuffer())).replace(/\s+/g, " ");
    expect(text).not.toContain(DEFAULT_HOTLINE.number);
    expect(text).toContain("Im Todesfall bitte anrufen (Rufnummer):");
    expect(text).toContain(`Vertragsnummer ${made.provision.number}`);
  });

  it("answers an unknown layout, another customer's and a malformed id with 404", async () => {
    const a = await customer();
    const b = await customer();
    expect(status(await download(withHotline, a, "?layout=poster"))).toBe(404);
    const { context } = await routeContext(
      withHotline,
      actorFor(a.user.id, { ownProvisionId: a.provision.id }),
    );
    for (const id of [b.provision.id, "not-a-uuid"]) {
      const result = await call(walletCard.loader, get(cardPath(id)), context, { provisionId: id });
      expect(status(result)).toBe(404);
    }
    expect(await listAudit(database.db, b.provision.id)).toEqual([]);
  });

  it("is refused while the account is unconfirmed (403 with the way out), and /documents shows no link", async () => {
    const made = await customer({ confirmed: false });
    const result = await download(withHotline, made);
    expect(status(result)).toBe(403);
    expect(body<{ wayOut?: string }>(result).wayOut).toBe("confirmEmail");
    const { context } = await routeContext(
      withHotline,
      actorFor(made.user.id, { ownProvisionId: made.provision.id }),
    );
    const page = body<{ refusal: string | null }>(await call(documents.loader, get("/documents"), context));
    expect(page.refusal).toBe("confirmEmail");
  });

  it("serves staff holding the provision, audited in the customer's care log", async () => {
    const made = await customer();
    const care = await createStaff(database.db, `card-care-${counter}@vorsorgeportal.de`);
    const { context } = await routeContext(
      withHotline,
      actorFor(care.id, { isStaff: true, heldProvisionId: made.provision.id }),
    );
    const response = (await call(walletCard.loader, get(cardPath(made.provision.id)), context, {
      provisionId: made.provision.id,
    })) as Response;
    expect(response.status).toBe(200);
    expect(await listAudit(database.db, made.provision.id)).toEqual([
      expect.objectContaining({ action: "documents.pdf", actorUserId: care.id }),
    ]);
  });
});
