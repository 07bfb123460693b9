import { describe, expect, it } from "vitest";
import { changedKeys, formSnapshot, isUnchanged } from "./changes";

describe("isUnchanged", () => {
  it("compares as the JSON store would: key order and undefined properties do not matter", () => {
    expect(isUnchanged({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(true);
    expect(isUnchanged({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(isUnchanged(undefined, undefined)).toBe(true);
  });

  it("sees every real change", () => {
    expect(isUnchanged({ a: 1 }, { a: "1" })).toBe(false);
    expect(isUnchanged({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(isUnchanged({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(isUnchanged(undefined, {})).toBe(false);
    expect(isUnchanged({ a: { b: "x" } }, { a: { b: "y" } })).toBe(false);
  });
});

describe("changedKeys", () => {
  it("names only the fields a patch really changes", () => {
    const stored = { note: "a", when: new Date("2026-01-01T00:00:00Z"), costs: [{ n: 1 }] };
    expect(
      changedKeys(stored, { note: "a", when: new Date("2026-01-01T00:00:00Z"), costs: [{ n: 1 }] }),
    ).toEqual([]);
    expect(changedKeys(stored, { note: "b", costs: [{ n: 1 }] })).toEqual(["note"]);
    expect(changedKeys<{ note: string | null }>({ note: "a" }, { note: null })).toEqual(["note"]);
  });
});

describe("formSnapshot", () => {
  it("is equal for the same posted fields and differs when one value or the order differs", () => {
    const a = formSnapshot([
      ["name", "Anna"],
      ["city", "Köln"],
    ]);
    expect(
      formSnapshot([
        ["name", "Anna"],
        ["city", "Köln"],
      ]),
    ).toBe(a);
    expect(
      formSnapshot([
        ["name", "Anna "],
        ["city", "Köln"],
      ]),
    ).not.toBe(a);
    expect(formSnapshot([["name", "Anna"]])).not.toBe(a);
  });
});
