/**
 * The dispatch list's routes with a real database (decision 0064): a customer gets 404 everywhere, customer care
 * lists, opens and marks a letter (bad dates at the field, a second marking 409), and the print PDF is A4 with
 * the address page first and the letter after it.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, mailOutbox } from "~/.server/db/schema";
import { HAS_PDFTOTEXT, extractText } from "~/.server/testing/pdf";
import { addLetter, customerWithStaff, dispatchOf, reportDeath, schedule } from "~/.server/testing/dispatch";
import {
  actorFor,
  body,
  call,
  callUnder,
  location,
  post,
  status,
  useRouteTestBed,
} from "~/.server/testing/routes";
import { middleware as careLayout } from "../layout";
import * as detail from "./$letterId";
import * as pdfRoute from "./$letterId.pdf";
import * as list from "./index";

const NOW = new Date("2027-03-26T10:00:00+01:00");
const { database, contextFor } = useRouteTestBed("letters-routes", {
  seed: false,
  replace: { clock: { now: () => NOW } },
  env: {
    OPERATOR_NAME: "Vorsorge Nord GmbH",
    OPERATOR_ADDRESS: "Hafenstraße 3 | 24103 Kiel",
    OPERATOR_REPRESENTATIVE: "Jan Nord",
    OPERATOR_EMAIL: "kontakt@vorsorge-nord.example",
    OPERATOR_PHONE: "0431 123456",
    OPERATOR_DPO: "Datenschutz Nord | datenschutz@vorsorge-nord.example",
  },
});

/** A letter on the list (overdue since 24.03.2027) of a customer whose death is confirmed. */
async function letterOnTheList() {
  const made = await customerWithStaff(database.db);
  await reportDeath(database.db, made, { funeralDate: "2027-03-10" });
  const letter = await addLetter(database.db, made.provision.id, {
    email: "grete@example.de",
    text: "Liebe Grete, danke für die Spaziergänge am Rhein.",
  });
  await schedule(database.db, made.provision.id, "2027-03-10", new Date("2027-03-05T10:00:00+01:00"));
  return { made, letter };
}

const url = (rest = "") => `http://localhost/backoffice/letters${rest}`;

async function as(userId: string, staff: boolean) {
  return (await contextFor(actorFor(userId, { isStaff: staff }))).context;
}

/** Pages and page size as pdfinfo reports them for the whole document. */
function pdfInfo(pdf: Uint8Array): { pages: number; size: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "letter-print-"));
  try {
    const file = path.join(dir, "letter.pdf");
    writeFileSync(file, pdf);
    const out = spawnSync("pdfinfo", [file], { encoding: "utf8" }).stdout;
    return {
      pages: Number(/^Pages:\s+(\d+)/m.exec(out)?.[1]),
      size: /^Page size:\s+(.+)$/m.exec(out)?.[1] ?? "",
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("/backoffice/letters", () => {
  it("does not exist for a customer: list, letter, print and marking answer 404, nothing changes", async () => {
    const { made, letter } = await letterOnTheList();
    const context = await as(made.user.id, false);
    const params = { letterId: letter.id };
    expect(status(await callUnder(careLayout, list.loader, new Request(url()), context))).toBe(404);
    expect(
      status(await callUnder(careLayout, detail.loader, new Request(url(`/${letter.id}`)), context, params)),
    ).toBe(404);
    expect(
      status(
        await callUnder(careLayout, pdfRoute.loader, new Request(url(`/${letter.id}/pdf`)), context, params),
      ),
    ).toBe(404);
    const before = await dispatchOf(database.db, letter.id);
    const marking = post(url(`/${letter.id}`), { sentOn: "2027-03-25", version: String(before!.version) });
    expect(status(await callUnder(careLayout, detail.action, marking, context, params))).toBe(404);
    expect(await dispatchOf(database.db, letter.id)).toEqual(before);
  });

  it("lets customer care list, open and mark a letter; a second marking is refused with 409", async () => {
    const { made, letter } = await letterOnTheList();
    const context = await as(made.reporter.id, true);
    const params = { letterId: letter.id };

    const shown = body<{ today: string; overdue: { letterId: string; rule: string; customer: string }[] }>(
      await call(list.loader, new Request(url()), context),
    );
    expect(shown.today).toBe("26.03.2027");
    const row = shown.overdue.find((entry) => entry.letterId === letter.id);
    expect(row).toMatchObject({
      rule: "14 Tage nach der Beisetzung",
      customer: `Erika Muster, Vertragsnummer ${made.provision.number}`,
    });

    const page = body<{ prefill: { sentOn: string }; email: string | null; version: number }>(
      await call(detail.loader, new Request(url(`/${letter.id}`)), context, params),
    );
    expect(page.prefill.sentOn).toBe("2027-03-26");
    expect(page.email).toBe("grete@example.de");

    const future = await call(
      detail.action,
      post(url(`/${letter.id}`), { sentOn: "27.03.2027", version: String(page.version) }),
      context,
      params,
    );
    expect(status(future)).toBe(400);
    expect(JSON.stringify(body(future))).toContain("nicht in der Zukunft");
    const beforeFuneral = await call(
      detail.action,
      post(url(`/${letter.id}`), { sentOn: "09.03.2027", version: String(page.version) }),
      context,
      params,
    );
    expect(status(beforeFuneral)).toBe(400);
    expect(JSON.stringify(body(beforeFuneral))).toContain("nicht vor der Beisetzung am 10.03.2027");
    expect(await dispatchOf(database.db, letter.id)).toMatchObject({ status: "scheduled", sentOn: null });

    const marked = await call(
      detail.action,
      post(url(`/${letter.id}`), {
        sentOn: "25.03.2027",
        notifyRecipient: "on",
        version: String(page.version),
      }),
      context,
      params,
    );
    expect(location(marked)).toBe("/backoffice/letters");
    expect(await dispatchOf(database.db, letter.id)).toMatchObject({ status: "sent", sentOn: "2027-03-25" });
    const notices = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "grete@example.de"));
    expect(notices).toHaveLength(1);

    const again = await call(
      detail.action,
      post(url(`/${letter.id}`), { sentOn: "26.03.2027", version: String(page.version + 1) }),
      context,
      params,
    );
    expect(status(again)).toBe(409);
    expect(JSON.stringify(body(again))).toContain("schon als versendet markiert");
    expect(await dispatchOf(database.db, letter.id)).toMatchObject({ sentOn: "2027-03-25" });
  });

  it("prints the letter as an A4 PDF: the address page first, the letter after it; audited", async () => {
    const { made, letter } = await letterOnTheList();
    const context = await as(made.confirmer.id, true);
    const response = (await call(pdfRoute.loader, new Request(url(`/${letter.id}/pdf`)), context, {
      letterId: letter.id,
    })) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const printed = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.provisionId, made.provision.id), eq(auditLog.action, "letter.print")));
    expect(printed).toHaveLength(1);
    const pdf = new Uint8Array(await response.arrayBuffer());
    if (!HAS_PDFTOTEXT) return console.warn("poppler-utils missing: text and size checks skipped");
    const info = pdfInfo(pdf);
    expect(info.pages).toBe(2);
    expect(info.size).toMatch(/^595\.2\d* x 841\.8\d* pts \(A4\)/);
    const address = extractText(pdf, 1).replace(/\s+/g, " ");
    for (const expected of ["Vorsorge Nord GmbH · Hafenstraße 3 · 24103 Kiel", "Frau", "Grete Größmann"])
      expect(address).toContain(expected);
    expect(address).toContain("Lindenstraße 7 50667 Köln");
    expect(address).not.toContain("Spaziergänge");
    const letterPage = extractText(pdf, 2).replace(/\s+/g, " ");
    expect(letterPage).toContain("Spaziergänge am Rhein");
    expect(letterPage).not.toContain("Lindenstraße");
  });

  it("answers 404 for a letter that is not on the list and for a malformed id", async () => {
    const made = await customerWithStaff(database.db);
    await reportDeath(database.db, made, { status: "reported" });
    const letter = await addLetter(database.db, made.provision.id);
    const context = await as(made.reporter.id, true);
    for (const letterId of [letter.id, "not-a-uuid"]) {
      const result = await call(pdfRoute.loader, new Request(url(`/${letterId}/pdf`)), context, { letterId });
      expect(status(result)).toBe(404);
    }
  });
});

describe("/backoffice/letters: every planned letter and the Rücklauf (decision 0096)", () => {
  interface Shown {
    period: string;
    planned: { letterId: string }[];
    recentlySent: { letterId: string; state: string }[];
  }
  const listed = async (context: Awaited<ReturnType<typeof as>>, query = "") =>
    body<Shown>(await call(list.loader, new Request(url(query)), context));

  it("shows every planned letter by default, the next 7 or 30 days on request; a bad period is a German 400", async () => {
    const made = await customerWithStaff(database.db);
    await reportDeath(database.db, made, { funeralDate: "2027-04-01" });
    // 14 days after the funeral: 15.04.2027, 20 days after today (26.03.2027).
    const letter = await addLetter(database.db, made.provision.id);
    await schedule(database.db, made.provision.id, "2027-04-01", NOW);
    const context = await as(made.reporter.id, true);
    const ids = (shown: Shown) => shown.planned.map((entry) => entry.letterId);
    const byDefault = await listed(context);
    expect(byDefault.period).toBe("all");
    expect(ids(byDefault)).toContain(letter.id);
    expect(ids(await listed(context, "?period=all"))).toContain(letter.id);
    expect(ids(await listed(context, "?period=30"))).toContain(letter.id);
    expect(ids(await listed(context, "?period=7"))).not.toContain(letter.id);
    for (const bad of ["?period=365", "?period=", "?period=%3Cx%3E"]) {
      const refused = await call(list.loader, new Request(url(bad)), context);
      expect(status(refused), bad).toBe(400);
      expect(JSON.stringify(refused), bad).toContain("Bitte wählen Sie einen Zeitraum aus der Liste.");
    }
  });

  it("records a returned letter (audited) and the list shows it; every refusal changes nothing", async () => {
    const { made, letter } = await letterOnTheList();
    const context = await as(made.reporter.id, true);
    const params = { letterId: letter.id };
    const version = async () => String((await dispatchOf(database.db, letter.id))!.version);
    const returning = async (form: Record<string, string>) =>
      call(
        detail.action,
        post(url(`/${letter.id}`), { intent: "returned", version: await version(), ...form }),
        context,
        params,
      );

    // Not posted yet: no Rücklauf.
    const early = await returning({ returnedOn: "26.03.2027", reason: "refused" });
    expect(status(early)).toBe(409);
    expect(JSON.stringify(body(early))).toContain("noch nicht als versendet markiert");

    await call(
      detail.action,
      post(url(`/${letter.id}`), { sentOn: "25.03.2027", version: await version() }),
      context,
      params,
    );
    const sent = await dispatchOf(database.db, letter.id);
    expect(sent).toMatchObject({ status: "sent", returnedOn: null });

    for (const [form, message] of [
      [{ returnedOn: "27.03.2027", reason: "refused" }, "nicht in der Zukunft"],
      [{ returnedOn: "24.03.2027", reason: "refused" }, "nicht vor dem Versand am 25.03.2027"],
      [{ returnedOn: "26.03.2027", reason: "lost" }, '"reason":["'],
      [{ returnedOn: "26.03.2027" }, '"reason":["Dieses Feld muss ausgefüllt werden."]'],
      [{ returnedOn: "", reason: "refused" }, '"returnedOn":["Dieses Feld muss ausgefüllt werden."]'],
    ] as const) {
      const refused = await returning(form);
      expect(status(refused), JSON.stringify(form)).toBe(400);
      expect(JSON.stringify(body(refused)), JSON.stringify(form)).toContain(message);
    }
    const unknownIntent = await call(
      detail.action,
      post(url(`/${letter.id}`), { intent: "lost", version: await version() }),
      context,
      params,
    );
    expect(status(unknownIntent)).toBe(400);
    expect(await dispatchOf(database.db, letter.id)).toEqual(sent);

    const recorded = await returning({ returnedOn: "26.03.2027", reason: "refused" });
    expect(location(recorded)).toBe("/backoffice/letters");
    expect(await dispatchOf(database.db, letter.id)).toMatchObject({
      status: "sent",
      sentOn: "2027-03-25",
      returnedOn: "2027-03-26",
      returnReason: "refused",
      returnedBy: made.reporter.id,
    });
    const audited = await database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.provisionId, made.provision.id), eq(auditLog.action, "letter.dispatch.returned")),
      );
    expect(audited.map((entry) => entry.detail)).toEqual([
      { letterId: letter.id, returnedOn: "2027-03-26", reason: "refused" },
    ]);
    const row = (await listed(context)).recentlySent.find((entry) => entry.letterId === letter.id);
    expect(row?.state).toBe("Rücklauf am 26.03.2027: Annahme verweigert");
    const page = body<{ returned: string | null }>(
      await call(detail.loader, new Request(url(`/${letter.id}`)), context, params),
    );
    expect(page.returned).toBe("Rücklauf am 26.03.2027: Annahme verweigert");

    const twice = await returning({ returnedOn: "26.03.2027", reason: "unknown" });
    expect(status(twice)).toBe(409);
    expect(await dispatchOf(database.db, letter.id)).toMatchObject({ returnReason: "refused" });
  });

  it("a customer cannot record a Rücklauf: 404, nothing changes", async () => {
    const { made, letter } = await letterOnTheList();
    const before = await dispatchOf(database.db, letter.id);
    const context = await as(made.user.id, false);
    const forged = post(url(`/${letter.id}`), {
      intent: "returned",
      returnedOn: "26.03.2027",
      reason: "refused",
      version: String(before!.version),
    });
    expect(status(await callUnder(careLayout, detail.action, forged, context, { letterId: letter.id }))).toBe(
      404,
    );
    expect(await dispatchOf(database.db, letter.id)).toEqual(before);
  });
});
