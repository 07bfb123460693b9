import { describe, expect, it } from "vitest";
import {
  changePagesOf,
  changesOnly,
  declaresReadOnly,
  isChangePage,
  readOnlyPageFor,
  shownReadOnly,
  type BuiltRoute,
} from "./read-only";

/** A server build's routes: the root, the signed-in layout (no path) and pages under it. */
const routes: Record<string, BuiltRoute> = {
  root: { path: "", module: {} },
  private: { parentId: "root", module: {} },
  wishes: { parentId: "private", path: "overview/wishes", module: { handle: shownReadOnly } },
  wishEdit: {
    parentId: "private",
    path: "overview/wishes/:kind/edit",
    module: { handle: changesOnly("/overview/wishes") },
  },
  create: {
    parentId: "private",
    path: "overview/wishes/create",
    module: { handle: changesOnly("/overview/wishes") },
  },
  print: { parentId: "private", path: "overview/guests/print", module: { handle: { footer: "simple" } } },
};

describe("the pages of a frozen provision that only change it", () => {
  it("are the routes whose modules declare a read-only page, with their whole URL pattern", () => {
    expect(changePagesOf(routes)).toEqual([
      ["/overview/wishes/:kind/edit", "/overview/wishes"],
      ["/overview/wishes/create", "/overview/wishes"],
    ]);
  });

  it("tell a declaration from any other handle", () => {
    expect(declaresReadOnly(changesOnly("/overview/offer"))).toBe(true);
    expect(declaresReadOnly(shownReadOnly)).toBe(true);
    expect(declaresReadOnly({ footer: "simple" })).toBe(false);
    expect(declaresReadOnly(undefined)).toBe(false);
  });

  it("lead to the page that shows what they would change", () => {
    const pages = changePagesOf(routes);
    expect(readOnlyPageFor("/overview/wishes/music/edit", pages)).toBe("/overview/wishes");
    expect(readOnlyPageFor("/overview/wishes/create/", pages)).toBe("/overview/wishes");
    for (const path of [
      "/overview/wishes",
      "/overview/wishes//edit",
      "/overview/wishesx/create",
      "/overview/guests/print",
    ]) {
      expect(readOnlyPageFor(path, pages), path).toBeNull();
    }
  });

  it("tell a link target with query or fragment", () => {
    const pages = changePagesOf(routes);
    expect(isChangePage("/overview/wishes/create?step=1", pages)).toBe(true);
    expect(isChangePage("/overview/wishes/music/edit#text", pages)).toBe(true);
    expect(isChangePage("?dialog=delete", pages)).toBe(false);
    expect(isChangePage("/overview/wishes?dialog=refresh-result", pages)).toBe(false);
  });
});
