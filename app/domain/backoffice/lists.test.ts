import { describe, expect, it } from "vitest";
import { listHref } from "./lists";

describe("listHref", () => {
  it("builds a list's address in the order given, leaving out what is empty", () => {
    expect(listHref("/backoffice/customers", { list: "unpaid", q: null, sort: "name", dir: "desc" })).toBe(
      "/backoffice/customers?list=unpaid&sort=name&dir=desc",
    );
    expect(listHref("/backoffice/customers", { q: "Müller", page: 2 })).toBe(
      "/backoffice/customers?q=M%C3%BCller&page=2",
    );
    expect(listHref("/backoffice/sites", { q: "", status: undefined, page: null })).toBe("/backoffice/sites");
  });
});
