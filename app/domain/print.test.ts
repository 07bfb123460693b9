import { describe, expect, it } from "vitest";
import { largePrintHref, printStyleOf } from "./print";

describe("printStyleOf", () => {
  it("reads no parameter as standard and druck=gross as large", () => {
    expect(printStyleOf(new URLSearchParams(""))).toBe("standard");
    expect(printStyleOf(new URLSearchParams("layout=card"))).toBe("standard");
    expect(printStyleOf(new URLSearchParams("druck=gross"))).toBe("large");
  });

  it("refuses any other value, an empty one and the parameter twice", () => {
    for (const search of ["druck=", "druck=GROSS", "druck=groß", "druck=klein", "druck=gross&druck=gross"])
      expect(printStyleOf(new URLSearchParams(search)), search).toBeNull();
  });
});

describe("largePrintHref", () => {
  it("adds the parameter to an address with or without a query", () => {
    expect(largePrintHref("/pdf/provision/1")).toBe("/pdf/provision/1?druck=gross");
    expect(largePrintHref("/a?b=c")).toBe("/a?b=c&druck=gross");
  });
});
