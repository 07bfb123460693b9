/**
 * Helpers for DB tests that call route loaders and actions directly (imported by *.db.test.ts only): a
 * context with runtime, session and actor, and readers for what a loader or action returned or threw.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll } from "vitest";
import { actorContext, type Actor } from "~/.server/auth/actor";
import { loadConfig } from "~/.server/config";
import { embeddedContent } from "~/.server/content/embedded";
import { requestInfoContext, runtimeContext } from "~/.server/context";
import { mailOutbox, provisions } from "~/.server/db/schema";
import type { TestDatabase, TestDatabaseOptions } from "~/.server/testing/database";
import { useTestDatabase } from "~/.server/testing/test-database";
import { systemClock } from "~/.server/clock";
import { createSessionStorage, type Runtime } from "~/.server/runtime";
import { sessionContext, type AppSession } from "~/.server/session";
import { changePagesOf, type BuiltRoute, type ChangePages } from "~/domain/after-death/read-only";
import routes from "~/routes";

/** A runtime on the test database with the embedded content service; `env` adds to the test configuration. */
export function testRuntime(
  database: TestDatabase,
  dataDir = "/tmp/vp-route-tests",
  env: Record<string, string> = {},
): Runtime {
  const config = loadConfig({ SESSION_SECRET: "s".repeat(40), DATA_DIR: dataDir, ...env });
  return {
    config,
    database,
    sessions: createSessionStorage(config),
    content: embeddedContent(database.db),
    clock: systemClock,
  };
}

/** A request context as the middleware would leave it: runtime, a fresh session, the actor (null: anonymous). */
export async function routeContext(runtime: Runtime, actor: Actor | null, ip = "192.0.2.1") {
  const context = new RouterContextProvider();
  const session: AppSession = await runtime.sessions.getSession();
  context.set(runtimeContext, runtime);
  context.set(requestInfoContext, { nonce: "n", ip });
  context.set(sessionContext, session);
  context.set(actorContext, actor);
  return { context, session };
}

/** An actor as the middleware resolves it; customers never carry a held provision. */
export function actorFor(
  userId: string,
  options: { isStaff?: boolean; ownProvisionId?: string | null; heldProvisionId?: string | null } = {},
): Actor {
  const isStaff = options.isStaff ?? false;
  return {
    userId,
    email: "someone@example.de",
    displayName: "Someone",
    groups: isStaff ? ["customercare"] : [],
    isStaff,
    ownProvisionId: options.ownProvisionId ?? null,
    heldProvisionId: isStaff ? (options.heldProvisionId ?? null) : null,
  };
}

/**
 * A route test file's bed: its own database (`useTestDatabase`) and a runtime on it (data in /tmp/vp-`name`),
 * both made before the file's own `beforeAll` hooks run. Call it at module level; `runtime` may be passed
 * around while the module loads, but is read in hooks and tests only. `env` adds configuration, `replace`
 * swaps parts of the runtime (a fixed clock, no content service).
 */
export function useRouteTestBed(
  name: string,
  options: TestDatabaseOptions & { env?: Record<string, string>; replace?: Partial<Runtime> } = {},
) {
  const { env, replace, ...databaseOptions } = options;
  const database = useTestDatabase(databaseOptions);
  let current: Runtime | undefined;
  beforeAll(() => {
    current = { ...testRuntime(database, `/tmp/vp-${name}`, env), ...replace };
  });
  const made = () => {
    if (!current) throw new Error("the route test runtime is there only from beforeAll on");
    return current;
  };
  const runtime = new Proxy({} as Runtime, {
    get: (_target, key) => Reflect.get(made(), key),
    ownKeys: () => Reflect.ownKeys(made()),
    getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(made(), key),
  });
  return {
    database,
    runtime,
    /** A request context of `actor` (null: anonymous), from `ip`. */
    contextFor: (actor: Actor | null, ip?: string) => routeContext(runtime, actor, ip),
    /** A request context of an anonymous visitor. */
    anonymous: () => routeContext(runtime, null),
    /** A request context of a customer signed in to their own provision. */
    asCustomer: (customer: { user: { id: string }; provision: { id: string } }, ip?: string) =>
      routeContext(runtime, actorFor(customer.user.id, { ownProvisionId: customer.provision.id }), ip),
    /** A request context of customer care, holding a provision or none. */
    asStaff: (userId: string, heldProvisionId: string | null = null) =>
      routeContext(runtime, actorFor(userId, { isStaff: true, heldProvisionId })),
    /** The provision's row as stored. */
    provisionRow: async (id: string) =>
      (await database.db.select().from(provisions).where(eq(provisions.id, id)))[0]!,
    /** The mails in the outbox to `to`. */
    mailsTo: (to: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)),
  };
}

/** Calls a loader or action and gives back what it returned or threw, as a Response or data(). */
export async function call(
  fn: (args: never) => unknown,
  request: Request,
  context: RouterContextProvider,
  params = {},
) {
  try {
    return await fn({ request, context, params } as never);
  } catch (thrown) {
    return thrown;
  }
}

/**
 * Like `call`, under the route's layouts: their middleware (outermost first) runs before the loader or action,
 * as React Router runs it; a refusal of the middleware is what the call gives back.
 */
export async function callUnder(
  middleware: readonly ((args: never, next: never) => unknown)[],
  fn: (args: never) => unknown,
  request: Request,
  context: RouterContextProvider,
  params = {},
) {
  try {
    for (const run of middleware)
      await run({ request, context, params } as never, (() => undefined) as never);
  } catch (thrown) {
    return thrown;
  }
  return call(fn, request, context, params);
}

export const status = (result: unknown) =>
  result instanceof Response
    ? result.status
    : ((result as { init?: { status?: number } | null }).init?.status ?? 200);
export const location = (result: unknown) =>
  result instanceof Response ? result.headers.get("Location") : null;
/** What a loader or action answered: the payload of `data(…)`, or the plain object it returned. */
export const body = <T>(result: unknown): T =>
  typeof result === "object" && result !== null && "data" in result && "init" in result
    ? (result as { data: T }).data
    : (result as T);

export const post = (url: string, form: Record<string, string>) =>
  new Request(url, { method: "POST", body: new URLSearchParams(form) });

/** A valid trusted person for /overview/trusted-person/edit, other than a new customer's (who has none). */
export const TRUSTED_PERSON_FORM = {
  salutation: "sir",
  firstname: "Paul",
  lastname: "Schröder",
  relationship: "Sohn",
  email: "paul@example.de",
  phone: "0431 7654321",
  note: "",
};

type RouteEntry = { id?: string; path?: string; index?: boolean; file: string; children?: RouteEntry[] };
const routeModules = import.meta.glob<{ handle?: unknown; action?: unknown }>("/app/routes/**/*.{ts,tsx}");

/**
 * The route table as the server build gives it (parent, path, module), from app/routes.ts and the route
 * modules themselves: for tests of what the route modules declare (the change pages of a frozen provision).
 */
export async function builtRoutes(): Promise<
  Record<string, BuiltRoute & { file: string; module: { action?: unknown } }>
> {
  const built: Record<string, BuiltRoute & { file: string; module: { action?: unknown } }> = {};
  async function add(entries: RouteEntry[], parentId?: string) {
    for (const [position, entry] of entries.entries()) {
      const id = `${parentId ?? ""}/${entry.id ?? entry.file}#${position}`;
      const load = routeModules[`/app/${entry.file}`];
      if (!load) throw new Error(`no route module ${entry.file}`);
      built[id] = { parentId, path: entry.path, index: entry.index, file: entry.file, module: await load() };
      if (entry.children) await add(entry.children, id);
    }
  }
  await add(routes as RouteEntry[]);
  return built;
}

let changePages: Promise<ChangePages> | undefined;
/** The change pages the route modules declare, as the server sets them per request. */
export function declaredChangePages(): Promise<ChangePages> {
  changePages ??= builtRoutes().then(changePagesOf);
  return changePages;
}
