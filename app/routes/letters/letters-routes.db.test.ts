/**
 * The letters routes with a real database: the session's letter id, the stepper's rules (skip, save only if
 * changed, back and next clamped, persisted step), bad input and foreign ids storing nothing.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCustomer } from "~/.server/testing/crm";
import { letters } from "~/.server/db/schema";
import { body, call, location, post, status, useRouteTestBed } from "~/.server/testing/routes";
import * as create from "./create";
import * as edit from "./edit";
import * as editContent from "./edit.content";
import * as editRecipient from "./edit.recipient";
import * as preview from "./edit.preview";
import * as list from "./index";
import * as open from "./$letterId.open";
import * as pdf from "./$letterId.pdf";

const { database, asCustomer } = useRouteTestBed("letters-routes");

const BASE = "http://localhost";
const get = (path: string) => new Request(`${BASE}${path}`);
const row = async (id: string) => (await database.db.select().from(letters).where(eq(letters.id, id)))[0]!;

let counter = 0;
/** A customer with a context (session) of their own, and one letter started through the list's action. */
async function customerWithLetter() {
  counter += 1;
  const { user, provision } = await createCustomer(database.db, { email: `brief${counter}@example.de` });
  const { context, session } = await asCustomer({ user, provision });
  const created = await call(list.action, post(`${BASE}/overview/letters`, { intent: "new" }), context);
  expect(location(created)).toBe("/overview/letters/create");
  const [letter] = await database.db.select().from(letters).where(eq(letters.provisionId, provision.id));
  return { context, session, letterId: letter!.id, provisionId: provision.id };
}

/** Posts to the stepper with the current provision version. */
async function step(
  context: Awaited<ReturnType<typeof customerWithLetter>>["context"],
  form: Record<string, string>,
) {
  const page = body<{ version: number }>(await call(create.loader, get("/overview/letters/create"), context));
  return call(
    create.action,
    post(`${BASE}/overview/letters/create`, { ...form, version: String(page.version) }),
    context,
  );
}

describe("letters routes", () => {
  it("starts at step 1; an empty next skips, back never goes below 1, next never past the last step", async () => {
    const { context, letterId } = await customerWithLetter();
    const first = body<{ step: string }>(await call(create.loader, get("/overview/letters/create"), context));
    expect(first).toMatchObject({ step: "content" });

    expect(location(await step(context, { intent: "back", step: "content" }))).toBe(
      "/overview/letters/create",
    );
    expect((await row(letterId)).createStep).toBe(1);

    // Empty text: skip, content stays null.
    await step(context, { intent: "next", step: "content", text: "", "styles.color": "blue" });
    expect(await row(letterId)).toMatchObject({ createStep: 2, content: null });
    // Empty recipient form: skip without field errors.
    expect(status(await step(context, { intent: "next", step: "recipient", firstname: " " }))).toBe(302);
    expect(await row(letterId)).toMatchObject({ createStep: 3, recipient: null });
    await step(context, { intent: "next", step: "shippingDate" });
    expect((await row(letterId)).createStep).toBe(4);
    await step(context, { intent: "next", step: "confirmation" });
    expect((await row(letterId)).createStep).toBe(4);
    const finish = await step(context, { intent: "finish", step: "confirmation" });
    expect(location(finish)).toBe("/overview/letters");
  });

  it("saves a step only when it changed", async () => {
    const { context, letterId } = await customerWithLetter();
    const text = {
      text: "Liebe Anna",
      "styles.color": "green",
      "styles.fontSize": "18",
      "styles.fontFamily": "caveat",
    };
    await step(context, { intent: "next", step: "content", ...text });
    const saved = await row(letterId);
    expect(saved.content).toEqual({
      text: "Liebe Anna",
      styles: { color: "green", fontSize: 18, fontFamily: "caveat" },
    });
    await step(context, { intent: "back", step: "recipient" });
    const back = await row(letterId);
    expect(back.createStep).toBe(1);
    await step(context, { intent: "next", step: "content", ...text });
    const again = await row(letterId);
    // Only the step moved: the content was not written again.
    expect(again.content).toEqual(saved.content);
    expect(again.version).toBe(back.version + 1);
    expect(again.updatedAt.getTime()).toBeGreaterThanOrEqual(back.updatedAt.getTime());

    const unchanged = await call(
      editContent.action,
      post(`${BASE}/overview/letters/edit/content`, { ...text, version: "999" }),
      context,
    );
    // Nothing changed, so not even the (stale) version is checked: back to the overview, nothing written.
    expect(location(unchanged)).toBe("/overview/letters/edit");
    expect((await row(letterId)).version).toBe(again.version);
  });

  it("refuses bad input with German field errors and stores nothing", async () => {
    const { context, letterId } = await customerWithLetter();
    await step(context, { intent: "next", step: "content" });
    const before = await row(letterId);
    const recipient = {
      salutation: "madame",
      firstname: "Erika",
      lastname: "Mustermann",
      street: "Lindenweg 7",
      postalcode: "5067",
      city: "Köln",
    };
    const badPostal = await step(context, { intent: "next", step: "recipient", ...recipient });
    expect(status(badPostal)).toBe(400);
    expect(JSON.stringify(body(badPostal))).toContain("Bitte geben Sie eine gültige Postleitzahl ein");
    const badEmail = await step(context, {
      intent: "next",
      step: "recipient",
      ...recipient,
      postalcode: "50667",
      email: "jörg@example.de",
    });
    expect(status(badEmail)).toBe(400);
    expect(await row(letterId)).toEqual(before);

    await step(context, { intent: "next", step: "recipient", ...recipient, postalcode: "50667" });
    const impossible = await step(context, {
      intent: "next",
      step: "shippingDate",
      generic: "EXACT_DATE",
      "exact.day": "31.02.",
      "exact.year": "EXACT_DATE",
      "exact.exactYear": "2020",
    });
    expect(status(impossible)).toBe(400);
    const text = JSON.stringify(body(impossible));
    expect(text).toContain("Bitte geben Sie einen gültigen Tag im Format TT.MM ein");
    expect(text).toContain("Bitte geben Sie ein Jahr in der Zukunft");
    expect((await row(letterId)).shippingDate).toBeNull();

    const unknownStep = await step(context, { intent: "next", step: "payment" });
    expect(status(unknownStep)).toBe(400);
  });

  it("answers 404 for another customer's letter id and remembers nothing", async () => {
    const a = await customerWithLetter();
    const b = await customerWithLetter();
    for (const letterId of [b.letterId, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const opened = await call(open.loader, get(`/overview/letters/${letterId}/open`), a.context, {
        letterId,
      });
      expect(status(opened)).toBe(404);
    }
    const foreignPdf = await call(pdf.loader, get(`/overview/letters/${b.letterId}/pdf`), a.context, {
      letterId: b.letterId,
    });
    expect(status(foreignPdf)).toBe(404);
    // A's session still works on A's own letter.
    const page = body<{ letter: { id: string } }>(
      await call(edit.loader, get("/overview/letters/edit"), a.context),
    );
    expect(page.letter.id).toBe(a.letterId);
    const before = await row(b.letterId);
    await call(
      editRecipient.action,
      post(`${BASE}/overview/letters/edit/recipient`, { salutation: "sir", firstname: "X" }),
      a.context,
    );
    expect(await row(b.letterId)).toEqual(before);
  });

  it("opens a letter by its tile's link: the session remembers it, the edit overview shows it", async () => {
    const { context, letterId } = await customerWithLetter();
    // A second letter becomes the session's letter; the first tile's link switches back.
    await call(list.action, post(`${BASE}/overview/letters`, { intent: "new" }), context);
    const opened = await call(open.loader, get(`/overview/letters/${letterId}/open`), context, { letterId });
    expect(location(opened)).toBe("/overview/letters/edit");
    const page = body<{ letter: { id: string } }>(
      await call(edit.loader, get("/overview/letters/edit"), context),
    );
    expect(page.letter.id).toBe(letterId);
    // Opening changes no letter and no provision.
    expect((await row(letterId)).version).toBe(1);
  });

  it("pages the tiles: the new-letter tile and 11 letters first, then 12 a page; no such page is 404", async () => {
    const { context, provisionId } = await customerWithLetter();
    // Letters begun (a shipping date each): a letter with nothing in it is not listed (decision 0105).
    const begun = { shippingDate: { generic: "AFTER_FUNERAL" as const, exact: null } };
    await database.db.update(letters).set(begun).where(eq(letters.provisionId, provisionId));
    await database.db.insert(letters).values(Array.from({ length: 24 }, () => ({ provisionId, ...begun })));
    const all = await database.db
      .select({ id: letters.id })
      .from(letters)
      .where(eq(letters.provisionId, provisionId))
      .orderBy(letters.createdAt, letters.id);
    type Page = {
      letters: { id: string }[];
      pagination: { page: number; pages: number; previous: number | null; next: number | null };
    };
    const listPage = async (search: string) => call(list.loader, get(`/overview/letters${search}`), context);

    const first = body<Page>(await listPage(""));
    expect(first.letters.map((letter) => letter.id)).toEqual(all.slice(0, 11).map((letter) => letter.id));
    expect(first.pagination).toMatchObject({ page: 1, pages: 3, previous: null, next: 2 });
    expect(body<Page>(await listPage("?seite=1"))).toEqual(first);
    const second = body<Page>(await listPage("?seite=2"));
    expect(second.letters.map((letter) => letter.id)).toEqual(all.slice(11, 23).map((letter) => letter.id));
    const third = body<Page>(await listPage("?seite=3"));
    expect(third.letters.map((letter) => letter.id)).toEqual(all.slice(23).map((letter) => letter.id));
    expect(third.pagination).toMatchObject({ page: 3, pages: 3, previous: 2, next: null });

    // Finishing a letter returns to the page that shows it: the first letter on page 1, the last on page 3.
    expect(location(await step(context, { intent: "finish", step: "confirmation" }))).toBe(
      "/overview/letters",
    );
    const lastId = all.at(-1)!.id;
    await call(open.loader, get(`/overview/letters/${lastId}/open`), context, { letterId: lastId });
    expect(location(await step(context, { intent: "finish", step: "confirmation" }))).toBe(
      "/overview/letters?seite=3",
    );

    for (const bad of [
      "?seite=4",
      "?seite=0",
      "?seite=-1",
      "?seite=02",
      "?seite=zwei",
      "?seite=",
      "?seite=9999999",
    ]) {
      const answer = await listPage(bad);
      expect(status(answer), bad).toBe(404);
      expect(JSON.stringify(body(answer))).toContain("Diese Seite Ihrer Briefliste gibt es nicht.");
    }
  });

  it("sends a session whose letter no longer exists back to the list", async () => {
    const { context, letterId } = await customerWithLetter();
    await database.db.delete(letters).where(eq(letters.id, letterId));
    for (const loader of [create.loader, edit.loader, editContent.loader]) {
      expect(location(await call(loader, get("/overview/letters/edit"), context))).toBe("/overview/letters");
    }
    // The list itself, now empty, leads to the intro.
    expect(location(await call(list.loader, get("/overview/letters"), context))).toBe(
      "/overview/letters/intro",
    );
  });

  it("saves an emptied text as content null on the edit page", async () => {
    const { context, letterId } = await customerWithLetter();
    await step(context, { intent: "next", step: "content", text: "Hallo" });
    const page = body<{ version: number }>(
      await call(editContent.loader, get("/overview/letters/edit/content"), context),
    );
    const saved = await call(
      editContent.action,
      post(`${BASE}/overview/letters/edit/content`, { text: "   ", version: String(page.version) }),
      context,
    );
    expect(location(saved)).toBe("/overview/letters/edit");
    expect((await row(letterId)).content).toBeNull();
  });

  it("saves a text the PDF cannot print in full and names those characters: at once, on the overview and the preview", async () => {
    const { context, session, letterId } = await customerWithLetter();
    const text = "In Liebe ❤️ ✝ 😀\n漢字 🌹 漢";
    expect(location(await step(context, { intent: "next", step: "content", text }))).toBe(
      "/overview/letters/create",
    );
    expect((await row(letterId)).content).toMatchObject({ text });
    expect(session.get("toasts")?.at(-1)).toMatchObject({
      kind: "info",
      message: expect.stringContaining("Diese Zeichen können im PDF nicht gedruckt werden: 漢 字."),
    });
    type Page = { letter: { unprintable: string[] } };
    const overview = body<Page>(await call(edit.loader, get("/overview/letters/edit"), context));
    expect(overview.letter.unprintable).toEqual(["漢", "字"]);
    expect(
      body<Page>(await call(preview.loader, get("/overview/letters/edit/preview"), context)).letter
        .unprintable,
    ).toEqual(["漢", "字"]);

    // Written in words instead, the notice goes; hearts and crosses print.
    const page = body<{ version: number }>(
      await call(editContent.loader, get("/overview/letters/edit/content"), context),
    );
    const saved = await call(
      editContent.action,
      post(`${BASE}/overview/letters/edit/content`, {
        text: "In Liebe ❤️ ✝ 😀 – eine Rose",
        version: String(page.version),
      }),
      context,
    );
    expect(location(saved)).toBe("/overview/letters/edit");
    expect(
      body<Page>(await call(edit.loader, get("/overview/letters/edit"), context)).letter.unprintable,
    ).toEqual([]);
  });

  it("says nothing of print when every character prints", async () => {
    const { context, session } = await customerWithLetter();
    await step(context, { intent: "next", step: "content", text: "Liebe Grüße ❤️ ✝️ ★ ☺ Łukasz" });
    expect(session.get("toasts") ?? []).toEqual([]);
  });
});
