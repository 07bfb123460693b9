/**
 * A production start without demo data (decision 0059): before the admins entered products and services, the
 * registration steps and the offer pages answer "Ihre Angebote werden gerade vorbereitet" (503, Retry-After),
 * and no customer page crashes. Crawls the loaders of every customer route on a database seeded without demo
 * data, as an anonymous visitor and as a signed-in (paid) customer.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { beforeAll, describe, expect, it } from "vitest";
import type { CataloguePreparingData } from "~/.server/catalogue-ready";
import { createCustomer } from "~/.server/testing/crm";
import { seed } from "~/.server/db/seed";
import routes from "~/routes";
import { actorFor, body, call, post, routeContext, status, useRouteTestBed } from "~/.server/testing/routes";

const { database, runtime } = useRouteTestBed("empty-catalogue-routes", { seed: false });
let customer: Awaited<ReturnType<typeof createCustomer>>;

beforeAll(async () => {
  await seed(database.db, { demo: false });
  customer = await createCustomer(database.db, {
    email: "leer@example.de",
    confirmed: true,
    paid: true,
  });
});

const modules = import.meta.glob<{ loader?: (args: never) => unknown }>(["./*/*.ts", "./*/*.tsx"]);

const leaves = (entries: RouteConfigEntry[]): RouteConfigEntry[] =>
  entries.flatMap((entry) => (entry.children?.length ? leaves(entry.children) : [entry]));

/**
 * The customer's routes: the route table's pages but the back office, the staff tools, the developer mailbox,
 * the partner API and the after-death pages (they need a death).
 */
const CUSTOMER_ROUTES = leaves(await routes).filter(
  (entry) => !/^routes\/(backoffice|staff|dev|api|after-death)\//.test(entry.file),
);

/** Pages that need the catalogue: the registration steps and the offer pages (not the map's JSON look-up). */
const needsCatalogue = (path: string) =>
  /^register(\/(type|character|place|birthdate|data))?$/.test(path) ||
  (/^overview\/offer/.test(path) && !path.endsWith("/markers"));

function urlOf(path: string): { url: string; params: Record<string, string> } {
  const values: Record<string, string> = {
    provisionId: customer.provision.id,
    category: "coffin",
    id: "6f1c2a9e-3b7d-4e58-9a41-0c2d8b7e5f13",
    letterId: "6f1c2a9e-3b7d-4e58-9a41-0c2d8b7e5f14",
    kind: "music",
    step: "1",
    token: "unknown-token",
    wayOut: "confirmEmail",
    slug: "impressum",
  };
  const params: Record<string, string> = {};
  const filled = path.replace(/:(\w+)\??/g, (_match, name: string) => {
    params[name] = values[name] ?? "x";
    return params[name];
  });
  return { url: `http://localhost/${filled}`, params };
}

function preparing(result: unknown): CataloguePreparingData | undefined {
  const payload = body<Partial<CataloguePreparingData> | undefined>(result);
  return payload?.preparing === true ? (payload as CataloguePreparingData) : undefined;
}

const retryAfter = (result: unknown) =>
  (result as { init?: { headers?: Record<string, string> } }).init?.headers?.["Retry-After"];

describe("customer pages with an empty catalogue", () => {
  it("lists customer routes with loaders to crawl", () => {
    expect(CUSTOMER_ROUTES.length).toBeGreaterThan(40);
  });

  for (const who of ["anonymous", "customer"] as const) {
    it(`answers every customer page without a crash (${who})`, async () => {
      const answered: string[] = [];
      for (const entry of CUSTOMER_ROUTES) {
        const path = entry.path ?? "";
        if (path.includes("*")) continue;
        const load = modules[`./${entry.file.replace(/^routes\//, "")}`];
        expect(load, entry.file).toBeDefined();
        const module = await load!();
        if (!module.loader) continue;
        const actor =
          who === "customer" ? actorFor(customer.user.id, { ownProvisionId: customer.provision.id }) : null;
        const { context } = await routeContext(runtime, actor);
        const { url, params } = urlOf(path);
        const result = await call(module.loader, new Request(url), context, params);
        expect(result instanceof Error ? `${path}: ${result.message}` : path).toBe(path);
        const code = status(result);
        if (needsCatalogue(path) && (who === "customer" || path.startsWith("register"))) {
          expect(code, path).toBe(503);
          expect(preparing(result)?.hotline, path).toEqual(runtime.config.hotline);
          expect(retryAfter(result), path).toBe("3600");
        } else {
          expect(code, path).toBeLessThan(500);
          expect(preparing(result), path).toBeUndefined();
        }
        answered.push(path);
      }
      expect(answered).toContain("overview/offer");
      expect(answered).toContain("register/type");
    });
  }

  it("refuses the registration's final step with the same page and stores nothing", async () => {
    const module = await modules["./register/data.tsx"]!();
    const { action } = module as unknown as { action: (args: never) => unknown };
    const { context } = await routeContext(runtime, null);
    const result = await call(
      action,
      post("http://localhost/register/data", {
        firstname: "Erika",
        lastname: "Muster",
        email: "neu@example.de",
      }),
      context,
    );
    expect(status(result)).toBe(503);
    expect(preparing(result)?.message).toContain("gerade zusammen");
    const rows = await database.db.execute(
      (await import("drizzle-orm")).sql`select count(*)::int as n from users where email = 'neu@example.de'`,
    );
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
  });
});
