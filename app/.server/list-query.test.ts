import type { UNSAFE_DataWithResponseInit } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  dirParam,
  listParam,
  pageParam,
  parseListQuery,
  readListQuery,
  sortParam,
  textParam,
} from "./list-query";

const asked = (query: string) => new Request(`http://portal.test/backoffice/list${query}`);

/** A lenient list: every bad value takes its default. */
const lenient = z.object({
  q: textParam({ max: 100 }),
  sort: sortParam(["title", "city"], "title"),
  dir: dirParam(),
  page: pageParam({ max: 10_000 }),
});

/** A strict list: every bad value is refused with its own German message. */
const strict = z.object({
  sort: sortParam(["name", "number"], null, () => "Nach dieser Spalte kann nicht sortiert werden."),
  dir: dirParam(() => "Die Sortierrichtung muss aufsteigend oder absteigend sein."),
  page: pageParam({ max: 10_000, refuse: () => "Diese Seite gibt es nicht." }),
});

/** The status and message of the page a call threw. */
function refusal(run: () => unknown) {
  try {
    run();
  } catch (thrown) {
    const { data, init } = thrown as UNSAFE_DataWithResponseInit<{ message: string }>;
    return { status: init?.status, message: data.message };
  }
  throw new Error("expected a refusal");
}

describe("parseListQuery", () => {
  it("gives the defaults for an empty query and typed values for a good one", () => {
    expect(parseListQuery(asked(""), lenient)).toEqual({ q: "", sort: "title", dir: "asc", page: 1 });
    expect(parseListQuery(asked("?q=+Köln+&sort=city&dir=desc&page=3"), lenient)).toEqual({
      q: "Köln",
      sort: "city",
      dir: "desc",
      page: 3,
    });
    expect(parseListQuery(asked("?sort=number"), strict)).toEqual({ sort: "number", dir: "asc", page: 1 });
  });

  it("reads the first of repeated parameters and ignores parameters the schema does not name", () => {
    expect(parseListQuery(asked("?page=2&page=9&password_hash=x"), lenient).page).toBe(2);
  });

  it.each([
    "0",
    "-1",
    "1.5",
    "1e3",
    "abc",
    "",
    "10001",
    "99999999999999999999",
    "9".repeat(400),
    "0x10",
    " ",
  ])("takes page 1 for the bad page number %j of a lenient list", (page) => {
    expect(parseListQuery(asked(`?page=${encodeURIComponent(page)}`), lenient).page).toBe(1);
  });

  it.each(["0", "-1", "1.5", "abc", "", "10001", "9".repeat(400)])(
    "answers the bad page number %j of a strict list with a German 400",
    (page) => {
      expect(refusal(() => parseListQuery(asked(`?page=${encodeURIComponent(page)}`), strict))).toEqual({
        status: 400,
        message: "Diese Seite gibt es nicht.",
      });
    },
  );

  it("takes the default for an unknown sort key or direction, or refuses it where the list says so", () => {
    expect(parseListQuery(asked("?sort=password_hash&dir=sideways"), lenient)).toMatchObject({
      sort: "title",
      dir: "asc",
    });
    expect(parseListQuery(asked("?sort=__proto__"), lenient).sort).toBe("title");
    expect(refusal(() => parseListQuery(asked("?sort=password_hash"), strict))).toEqual({
      status: 400,
      message: "Nach dieser Spalte kann nicht sortiert werden.",
    });
    expect(refusal(() => parseListQuery(asked("?dir=DESC"), strict)).message).toBe(
      "Die Sortierrichtung muss aufsteigend oder absteigend sein.",
    );
  });

  it("drops a search text that is too long from a lenient list", () => {
    expect(parseListQuery(asked(`?q=${"x".repeat(101)}`), lenient).q).toBe("");
    expect(parseListQuery(asked(`?q=${"x".repeat(100)}`), lenient).q).toHaveLength(100);
  });
});

describe("readListQuery", () => {
  const dated = z.object({
    from: listParam(
      z.string().regex(/^\d{2}\.\d{2}\.\d{4}$/),
      undefined,
      () => "Bitte geben Sie „Von“ als Datum ein.",
    ),
    page: pageParam({ max: 10 }),
  });

  it("names each refused parameter with its message and keeps the raw values to show again", () => {
    const read = readListQuery(asked("?from=gestern&page=2"), dated);
    expect(read).toEqual({
      ok: false,
      errors: { from: "Bitte geben Sie „Von“ als Datum ein." },
      raw: { from: "gestern", page: "2" },
    });
  });

  it("gives the typed values of a good query", () => {
    expect(readListQuery(asked("?from=01.02.2026"), dated)).toEqual({
      ok: true,
      value: { from: "01.02.2026", page: 1 },
      raw: { from: "01.02.2026" },
    });
  });
});
