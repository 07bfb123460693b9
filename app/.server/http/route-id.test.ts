import { describe, expect, it } from "vitest";
import { routeIdMatcher } from "./route-id";

const routes = {
  root: { id: "root", path: "" },
  "routes/home": { id: "routes/home", parentId: "root", index: true },
  "routes/private/layout": { id: "routes/private/layout", parentId: "root" },
  "routes/overview": { id: "routes/overview", parentId: "routes/private/layout", path: "overview" },
  "routes/staff/provision": {
    id: "routes/staff/provision",
    parentId: "root",
    path: "provisions/:provisionId",
  },
  "routes/einsicht": { id: "routes/einsicht", parentId: "root", path: "einsicht/:token" },
};

describe("the route id of a request", () => {
  const routeIdOf = routeIdMatcher(routes);
  it("is the deepest matching route, for pages and their data requests", () => {
    expect(routeIdOf("/")).toBe("routes/home");
    expect(routeIdOf("/overview")).toBe("routes/overview");
    expect(routeIdOf("/overview.data")).toBe("routes/overview");
    expect(routeIdOf("/_.data")).toBe("routes/home");
  });
  it("never carries the path's ids or tokens", () => {
    expect(routeIdOf("/einsicht/s3cr3t-token")).toBe("routes/einsicht");
    expect(routeIdOf("/provisions/2f1c0c2e-8a0e-4c4e-9e3b-1b2c3d4e5f60")).toBe("routes/staff/provision");
    expect(routeIdOf("/nothing/here")).toBe("unmatched");
  });
});
