import type { UNSAFE_DataWithResponseInit } from "react-router";
import { describe, expect, it } from "vitest";
import { customersAsked } from "./params.server";

const asked = (query: string) =>
  customersAsked(new Request(`http://portal.test/backoffice/customers${query}`));

/** The status and German message of the page a refused query throws. */
function refusal(query: string) {
  try {
    asked(query);
  } catch (thrown) {
    const { data, init } = thrown as UNSAFE_DataWithResponseInit<{ message: string }>;
    return { status: init?.status, message: data.message };
  }
  throw new Error(`expected a refusal of ${query}`);
}

describe("customersAsked", () => {
  it("asks for nothing on the start page", () => {
    expect(asked("")).toEqual({
      list: null,
      q: null,
      query: null,
      params: { sort: "since", dir: "asc", page: 1 },
    });
    expect(asked("?list=").list).toBeNull();
  });

  it("reads a list with its order and page; a list sorts by its date, a search by name", () => {
    expect(asked("?list=trial-ending&sort=number&dir=desc&page=3")).toMatchObject({
      list: "trial-ending",
      params: { sort: "number", dir: "desc", page: 3 },
    });
    expect(asked("?q=+M%C3%BCller+")).toEqual({
      list: null,
      q: "Müller",
      query: { kind: "name", value: "Müller" },
      params: { sort: "name", dir: "asc", page: 1 },
    });
  });

  it("lets a list win over a search", () => {
    expect(asked("?list=unpaid&q=")).toMatchObject({ list: "unpaid", q: null, query: null });
  });

  it.each([
    ["?list=everyone", "Diese Liste gibt es nicht"],
    ["?list=UNPAID", "Diese Liste gibt es nicht"],
    ["?list=unpaid&sort=password_hash", "Nach dieser Spalte kann nicht sortiert werden."],
    ["?list=unpaid&sort=", "Nach dieser Spalte kann nicht sortiert werden."],
    ["?list=unpaid&dir=up", "Die Sortierrichtung muss aufsteigend oder absteigend sein."],
    ["?list=unpaid&page=0", "Diese Seite gibt es nicht."],
    ["?list=unpaid&page=1e3", "Diese Seite gibt es nicht."],
    ["?list=unpaid&page=10001", "Diese Seite gibt es nicht."],
    ["?list=unpaid&page=99999999999999999999", "Diese Seite gibt es nicht."],
    ["?q=", "Bitte geben Sie einen Suchbegriff"],
    [`?q=${"x".repeat(101)}`, "Bitte geben Sie einen Suchbegriff"],
  ])("answers %s with a German 400", (query, message) => {
    const refused = refusal(query);
    expect(refused.status).toBe(400);
    expect(refused.message).toContain(message);
  });
});
