/**
 * The rules of the house that a machine checks by reading the source tree (docs/architecture.md, "Rules the
 * machine checks"). The rules about imports and calls are ESLint's (eslint.config.js); the rules here need the
 * whole tree, the route table or the comments. Each rule fails naming the files that break it.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { matchRoutes, type RouteObject } from "react-router";
import { BACK_FORWARD_PAGES, cachePolicy, pagePathOf } from "./.server/http/cache-policy";
import routes from "./routes";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Files under `dir` (relative to the repository, "/" separated) whose name matches `pattern`. */
function files(dir: string, pattern = /\.(ts|tsx)$/): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      return ["node_modules", "results", ".react-router", "build"].includes(entry.name)
        ? []
        : files(relative, pattern);
    }
    return pattern.test(entry.name) ? [relative] : [];
  });
}

const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

function parse(file: string, source = read(file)): ts.SourceFile {
  const kind = /\.tsx$/.test(file)
    ? ts.ScriptKind.TSX
    : /\.m?js$/.test(file)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  return ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

// ---------------------------------------------------------------------------------------------------------------
// Error classes

/** Base classes that make a class an error without being declared in the sources. */
const BUILT_IN_ERRORS = new Set(["Error", "TypeError", "RangeError", "SyntaxError", "AggregateError"]);

/** Every class declared in `sources` with the name of the class it extends (null: extends none). */
function classes(file: string, source: string): { name: string; base: string | null }[] {
  // Parsing is the slow part: a module without `extends` declares no subclass.
  if (!/\bclass\b[^{;]*\bextends\b/.test(source)) return [];
  const found: { name: string; base: string | null }[] = [];
  walk(parse(file, source), (node) => {
    if (!ts.isClassDeclaration(node) && !ts.isClassExpression(node)) return;
    const heritage = node.heritageClauses?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword);
    const base = heritage?.types[0]?.expression;
    found.push({ name: node.name?.text ?? "(anonymous)", base: base ? base.getText() : null });
  });
  return found;
}

/** The error classes among `sources` (file → source): a class extending Error, a built-in error or one of these. */
function errorClasses(sources: Record<string, string>): { file: string; name: string }[] {
  const all = Object.entries(sources).flatMap(([file, source]) =>
    classes(file, source).map((declared) => ({ file, ...declared })),
  );
  const errors = new Set<string>();
  for (let grew = true; grew;) {
    grew = false;
    for (const { name, base } of all) {
      if (base && !errors.has(name) && (BUILT_IN_ERRORS.has(base) || errors.has(base))) {
        errors.add(name);
        grew = true;
      }
    }
  }
  return all.filter(({ name }) => errors.has(name)).map(({ file, name }) => ({ file, name }));
}

const ERRORS_MODULE = "app/domain/errors.ts";

describe("error classes", () => {
  it("recognises an error class and its subclasses", () => {
    const found = errorClasses({
      "a.ts": "class A extends Error {}\nclass Plain {}\nconst B = class extends TypeError {};",
      "b.ts": "export class C extends A {}\nexport class D extends Plain {}",
    });
    expect(found).toEqual([
      { file: "a.ts", name: "A" },
      { file: "a.ts", name: "(anonymous)" },
      { file: "b.ts", name: "C" },
    ]);
  });

  it(`are declared in ${ERRORS_MODULE} only`, () => {
    const sources = Object.fromEntries(
      [...files("app"), ...files("server")].filter((file) => !isTest(file)).map((file) => [file, read(file)]),
    );
    const outside = errorClasses(sources)
      .filter(({ file }) => file !== ERRORS_MODULE)
      .map(({ file, name }) => `${file}: ${name}`);
    expect(outside, `declare error classes in ${ERRORS_MODULE} (or throw a ServiceError)`).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The provisions table has one door

/** Modules allowed to touch the table, and why. Paths relative to the repository, "/" separated. */
const PROVISION_DOORS: { pattern: RegExp; why: string }[] = [
  { pattern: /^app\/\.server\/services\/provisions\.ts$/, why: "the access helper itself (decision 0008)" },
  {
    pattern: /^app\/\.server\/services\/registration\//,
    why: "sign-up creates the provision in its own transaction (creating is not acting on one)",
  },
  { pattern: /^app\/\.server\/db\//, why: "schema, seed and test databases" },
  { pattern: /^app\/\.server\/crm\//, why: "the embedded CRM adapter derives accounts from provisions" },
  {
    pattern: /^app\/\.server\/identity\/(accounts|tokens|staff)\.ts$/,
    why: "the identity port: confirming and deleting accounts, the provisionId claim, the provision an OIDC staff link names in the audit log (no session yet)",
  },
  {
    pattern: /^app\/\.server\/services\/billing\/(cancellation|recurring-mails)\.ts$/,
    why: "billing (decision 0022): the § 312k cancellation page matches a contract without a session, and the recurring-mail job reads provisions in bulk as the system",
  },
  {
    pattern: /^app\/\.server\/services\/pricing\/paypal-sync\.ts$/,
    why: "PayPal's webhook and the daily re-check end a cancelled subscription's plan as the system, without a session (decision 0031)",
  },
  {
    pattern: /^app\/\.server\/services\/features\.ts$/,
    why: "the SQL twin of isPaid (paidCondition) names the table's columns for the bulk jobs; it reads no row itself",
  },
  {
    pattern: /^app\/\.server\/services\/(backoffice\/deaths|after-death\/dispatch-(list|job))\.ts$/,
    why: "when the time comes (decisions 0062, 0064): staff lists across customers (names and contract numbers joined to reports and letters) and the daily dispatch job as the system; a single provision's row is locked through lockProvisionRow",
  },
  {
    pattern: /^app\/\.server\/services\/backoffice\/catalogue\.ts$/,
    why: "an admin's catalogue change counts the open offers it marks outdated across customers (decision 0053); counts only, no row leaves, the role is checked first (requireBackOffice)",
  },
  {
    pattern: /^app\/\.server\/services\/backoffice\/staff-audit\.ts$/,
    why: "the audit log names the customer an entry concerns (decision 0096): contract number and name of the page's provisions by id, admins only (requireBackOffice first), nothing else read",
  },
  {
    pattern: /^app\/\.server\/services\/demo-data\.ts$/,
    why: "whether the provision a staff member holds shows demo rows (decision 0059): read only for the held provision (actor.heldProvisionId, set by the door), one boolean back",
  },
  {
    pattern: /^app\/\.server\/services\/backoffice\/customers\.ts$/,
    why: "customer care's lists across customers (decision 0066): every query checks the role first (requireBackOffice) and names the table through the schema, paid through paidCondition",
  },
  {
    pattern: /^app\/\.server\/services\/retention\/purge\.ts$/,
    why: "the nightly retention job (decision 0100) finds in bulk, as the system, the accounts and records past their period (unconfirmed, deceased, deleted) and deletes accounts through the identity port; it writes no provision row",
  },
  {
    pattern: /(^app\/\.server\/testing\/|\.test\.tsx?$)/,
    why: "tests and their fixtures (app/.server/testing/)",
  },
];

/** Ways a module reaches the table through Drizzle: importing it from the schema, or naming its columns. */
const DRIZZLE_BYPASSES = [
  /import\s+(?:type\s+)?\{[^}]*\bprovisions\b[^}]*\}\s+from\s+["'][^"']*db\/schema[^"']*["']/,
  /\bschema\.provisions\b/,
  /(?<![\w./$])provisions\.(?:[a-zA-Z]+)\b/,
];

/** Raw SQL naming the table: a `sql` template or an `execute(…)` whose text says `provisions`. */
function rawProvisionSql(file: string, source: string): boolean {
  if (!/\bprovisions\b/.test(source)) return false;
  let found = false;
  walk(parse(file, source), (node) => {
    const raw =
      (ts.isTaggedTemplateExpression(node) && /^sql\b/.test(node.tag.getText())) ||
      (ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === "execute");
    if (raw && /\bprovisions\b/.test(node.getText())) found = true;
  });
  return found;
}

const bypasses = (file: string, source: string) =>
  DRIZZLE_BYPASSES.some((pattern) => pattern.test(source)) || rawProvisionSql(file, source);

describe("the provisions table", () => {
  it("recognises a bypass", () => {
    const bypass = (source: string) => bypasses("x.ts", source);
    expect(bypass('import { letters, provisions } from "~/.server/db/schema";')).toBe(true);
    expect(bypass('import {\n  provisions,\n} from "../db/schema";')).toBe(true);
    expect(bypass("await db.update(x).set({}).where(eq(provisions.id, id));")).toBe(true);
    expect(bypass("db.select().from(schema.provisions)")).toBe(true);
    expect(bypass("const rows = await db.execute(sql`select id from provisions where paid`);")).toBe(true);
    expect(bypass('await db.execute("update provisions set frozen = true");')).toBe(true);
    expect(bypass("const condition = sql`exists (select 1 from provisions p where p.id = ${id})`;")).toBe(
      true,
    );
    expect(bypass('import type { Provision } from "../db/schema";')).toBe(false);
    expect(bypass('redirect("/provisions/disconnect")')).toBe(false);
    expect(bypass("const count = sql`count(*)`;")).toBe(false);
    // Route files named after their URL are not the table.
    expect(bypass('import type { Route } from "./+types/provisions.disconnect";')).toBe(false);
    expect(bypass('route("provisions/:provisionId", "routes/staff/provisions.$provisionId.tsx")')).toBe(
      false,
    );
  });

  it("is reached only through services/provisions.ts (and the documented exceptions)", () => {
    const offending = [...files("app/routes"), ...files("app/.server")]
      .filter((file) => !PROVISION_DOORS.some(({ pattern }) => pattern.test(file)))
      .filter((file) => bypasses(file, read(file)));
    expect(offending, "use readProvision/changeProvision from app/.server/services/provisions.ts").toEqual(
      [],
    );
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Provisions are written through one door (decision 0091)

/** The one module that writes the table: it refuses a frozen provision on every path. */
const PROVISION_WRITER = "app/.server/services/provisions.ts";
/** Tests, their fixtures, the seed and the benchmarks' generated data write rows to set a scene. */
const writesAllowed = (file: string) =>
  file === PROVISION_WRITER ||
  /(^app\/\.server\/testing\/|^app\/\.server\/db\/seed\/|^bench\/|\.test\.tsx?$)/.test(file);

/** `update provisions`, `insert into "provisions"`, `update ${provisions}`, `merge into public.provisions`. */
const RAW_WRITE =
  /\b(?:update|insert\s+into|merge\s+into)\s+(?:only\s+)?(?:\$\{\s*(?:schema\.)?provisions\s*\}|(?:"?public"?\.)?"?provisions"?\b)/i;

/** The places in a module that write the table: Drizzle's update/insert on it, raw SQL, or an alias of it. */
function provisionWrites(file: string, source: string): string[] {
  if (!/\bprovisions\b/.test(source)) return [];
  const found: string[] = [];
  const at = (node: ts.Node, what: string) =>
    found.push(
      `${file}:${node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1} ${what}`,
    );
  const isTable = (node: ts.Node | undefined) => !!node && /^(?:schema\.)?provisions$/.test(node.getText());
  walk(parse(file, source), (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ["update", "insert"].includes(node.expression.name.text) &&
      isTable(node.arguments[0])
    ) {
      at(node, `.${node.expression.name.text}(provisions)`);
    }
    const raw =
      (ts.isTaggedTemplateExpression(node) && /^sql\b/.test(node.tag.getText())) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isStringLiteral(node);
    if (raw && RAW_WRITE.test(node.getText())) at(node, "raw SQL");
    // An alias would hide the table from the two checks above.
    if (ts.isVariableDeclaration(node) && isTable(node.initializer)) at(node, "alias of the table");
    if (ts.isImportSpecifier(node) && node.propertyName?.text === "provisions") at(node, "renamed import");
  });
  return found;
}

describe("writes to the provisions table", () => {
  it("recognises a write", () => {
    const writes = (source: string) => provisionWrites("x.ts", source).length > 0;
    expect(writes("await tx.update(provisions).set({ firstname: 'X' })")).toBe(true);
    expect(writes("await tx\n  .insert(schema.provisions)\n  .values(row)")).toBe(true);
    expect(writes("await db.execute(sql`update provisions set flags = '{}'`)")).toBe(true);
    expect(writes("await db.execute(sql`UPDATE ${provisions} SET version = version + 1`)")).toBe(true);
    expect(writes('await client.query("insert into public.provisions (id) values ($1)", [id])')).toBe(true);
    expect(writes('const rows = `update "provisions" set status = 1`;')).toBe(true);
    expect(writes("const table = provisions; await tx.update(table).set({});")).toBe(true);
    expect(writes('import { provisions as p } from "../db/schema";')).toBe(true);
    expect(writes("await tx.select().from(provisions).where(eq(provisions.id, id))")).toBe(false);
    expect(
      writes("await tx.update(letters).set({ sentAt }).where(eq(letters.provisionId, provisions.id))"),
    ).toBe(false);
    expect(writes("const rows = await db.execute(sql`select id from provisions where paid`);")).toBe(false);
    expect(writes('redirect("/provisions/disconnect")')).toBe(false);
  });

  it("happen only in services/provisions.ts, which refuses a frozen provision", () => {
    const offending = [...files("app"), ...files("server"), ...files("scripts")]
      .filter((file) => !writesAllowed(file))
      .flatMap((file) => provisionWrites(file, read(file)));
    expect(
      offending,
      `write provisions through ${PROVISION_WRITER} (changeProvision, changeProvisionAsSystem, insertProvision)`,
    ).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Comments name no issue numbers

const ISSUE_NUMBER = /issue\s*#?\d+/i;

/** The lines of a module where a comment (line, block or JSX comment) names an issue number. */
function issueComments(file: string, source: string): number[] {
  // Parsing is the slow part: a module that does not contain the words at all has no such comment.
  if (!ISSUE_NUMBER.test(source)) return [];
  const sourceFile = parse(file, source);
  const seen = new Map<number, { pos: number; text: string }>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (!seen.has(range.pos))
        seen.set(range.pos, { pos: range.pos, text: source.slice(range.pos, range.end) });
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(source, node.pos));
    collect(ts.getTrailingCommentRanges(source, node.end));
    node.getChildren(sourceFile).forEach(visit);
  };
  visit(sourceFile);
  return [...seen.values()].flatMap(({ pos, text }) => {
    const match = ISSUE_NUMBER.exec(text);
    return match ? [sourceFile.getLineAndCharacterOfPosition(pos + match.index).line + 1] : [];
  });
}

describe("comments", () => {
  it("finds an issue number in every kind of comment, and only there", () => {
    const found = issueComments;
    expect(found("a.ts", "// see issue 12\nconst a = 1; /* Issue #3 */\n/**\n * issue7\n */\nf();")).toEqual([
      1, 2, 4,
    ]);
    expect(found("a.tsx", "const a = <p>{/* issue 9 */}x</p>;")).toEqual([1]);
    expect(found("a.ts", 'const text = "issue 12"; // the issue\nconst t = `issue ${1}`;')).toEqual([]);
  });

  it("name no issue numbers (say the rule, or name the decision)", () => {
    const sources = ["app", "server", "tests", "scripts", "bench", "build-tools"].flatMap((dir) =>
      files(dir, /\.(ts|tsx|js|mjs)$/),
    );
    const offending = sources.flatMap((file) =>
      issueComments(file, read(file)).map((line) => `${file}:${line}`),
    );
    expect(offending).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Route files follow their URL (decision 0045)

interface Entry {
  path?: string;
  index?: boolean;
  file: string;
  id?: string;
  children?: Entry[];
}

/** Every route of the table with its whole URL path (no leading "/"), its file and whether it has its own id. */
function routeFiles(
  entries: Entry[],
  parent = "",
): { url: string; file: string; named: boolean; layout: boolean }[] {
  return entries.flatMap((entry) => {
    const url = [parent, entry.path ?? ""].filter(Boolean).join("/");
    const own = {
      url,
      file: entry.file,
      named: entry.id !== undefined,
      layout: entry.children !== undefined && !entry.index,
    };
    return [own, ...routeFiles(entry.children ?? [], url)];
  });
}

/**
 * The file name of a URL in a folder: the URL without a leading `overview/`, then without the folder's path under
 * app/routes (or its last name) when the rest starts with it, `/` written as `.`, `:name` as `$name`, a literal dot
 * as `[.]`, an empty rest as `index`.
 */
function expectedName(url: string, folder: string): string {
  let rest = url.replace(/^overview(\/|$)/, "");
  const own = [folder, folder.split("/").at(-1)!].find(
    (name) => rest === name || rest.startsWith(`${name}/`),
  );
  if (own) rest = rest.slice(own.length + 1);
  return (
    rest
      .split("/")
      .map((segment) => segment.replaceAll(".", "[.]").replace(/^:/, "$"))
      .join(".") || "index"
  );
}

/** Why a route file's name breaks the rule, or null. */
function misnamed(url: string, file: string): string | null {
  const match = /^routes\/(.+)\/([^/]+)\.tsx?$/.exec(file);
  if (!match) return `${file} is not in a folder of app/routes`;
  const [, folder, name] = match as unknown as [string, string, string];
  if ((url === "api/v1" || url.startsWith("api/v1/")) !== (folder === "api")) {
    return `${file} serves /${url}: the partner API (/api/v1) and only it lives in app/routes/api/`;
  }
  const expected = expectedName(url, folder);
  return name === expected ? null : `${file} serves /${url}: name it ${expected}`;
}

describe("route files", () => {
  it("knows the naming rule's examples", () => {
    expect(misnamed("overview/finance/costs/wizard", "routes/finance/costs.wizard.tsx")).toBeNull();
    expect(misnamed("overview/finance", "routes/finance/index.tsx")).toBeNull();
    expect(misnamed("overview/letters/:letterId/pdf", "routes/letters/$letterId.pdf.ts")).toBeNull();
    expect(misnamed("overview/guests/print", "routes/wishes/guests.print.tsx")).toBeNull();
    expect(misnamed("einsicht/:token", "routes/trusted-person/einsicht.$token.tsx")).toBeNull();
    expect(misnamed("kuendigen/bestaetigen", "routes/billing/kuendigen.bestaetigen.tsx")).toBeNull();
    expect(
      misnamed("backoffice/partners/:id/revoke", "routes/backoffice/partners/$id.revoke.tsx"),
    ).toBeNull();
    expect(misnamed("api/v1/openapi.json", "routes/api/v1.openapi[.]json.ts")).toBeNull();
    expect(misnamed("overview/finance/costs/wizard", "routes/finance/costs-calculator.tsx")).toMatch(
      /name it costs\.wizard$/,
    );
    expect(misnamed("api/v1/proposals", "routes/backoffice/partners/api.v1.proposals.ts")).toMatch(
      /lives in app\/routes\/api\//,
    );
    expect(misnamed("api/paypal/webhook", "routes/pricing/api.paypal.webhook.ts")).toBeNull();
    expect(misnamed("overview/pricing", "routes/api/pricing.tsx")).toMatch(/lives in app\/routes\/api\//);
  });

  it("are named after the URL they serve (docs/decisions/0045-route-files-follow-the-url.md)", () => {
    const offending = routeFiles(routes as Entry[])
      // A module serving several URLs has ids of its own; layouts and the catch-all keep their names.
      .filter(({ url, named, layout }) => !named && !layout && !url.endsWith("*"))
      .map(({ url, file }) => misnamed(url, file))
      .filter((reason): reason is string => reason !== null);
    expect(offending).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The pages the browser may keep for Back and Forward (decision 0111)

/** Private pages that must stay no-store: password and code fields, money, letters, wishes, staff, data. */
const MUST_NOT_BE_KEPT = [
  "/login",
  "/login/code",
  "/forgot-password/verify",
  "/register/data",
  "/profile",
  "/profile/second-factor",
  "/profile/export",
  "/overview/finance",
  "/overview/finance.data",
  "/overview/pricing/payment",
  "/overview/letters",
  "/overview/letters.data",
  "/overview/letters/edit/content",
  "/overview/wishes",
  "/overview/wishes.data",
  "/overview/trusted-person",
  "/overview/offer/gravetypenote",
  "/documents",
  "/pdf/provision/00000000-0000-0000-0000-000000000000",
  "/einsicht/token",
  "/vorsorge-abgeschlossen",
  "/kuendigen",
  "/backoffice/customers",
  "/salesforce",
  "/dev/mailbox",
  "/api/v1/proposals",
  "/logout",
];

describe("the back/forward cache list", () => {
  const urls = new Set(routeFiles(routes as Entry[]).map(({ url }) => `/${url}`));
  const table = (entries: Entry[]): RouteObject[] =>
    entries.map((entry) =>
      entry.index
        ? { index: true, id: entry.id ?? entry.file }
        : { path: entry.path, id: entry.id ?? entry.file, children: entry.children && table(entry.children) },
    );
  const leaf = (path: string) => matchRoutes(table(routes as Entry[]), pagePathOf(path))?.at(-1)?.route.id;

  it("names only routes of the table, each by its own path", () => {
    expect(BACK_FORWARD_PAGES.filter((pattern) => !urls.has(pattern))).toEqual([]);
  });

  it.each(MUST_NOT_BE_KEPT)("keeps %s, a page of the table, out of every cache", (path) => {
    expect(leaf(path) ?? "unmatched").not.toMatch(/unmatched|not-found/);
    expect(cachePolicy({ method: "GET", pathname: path, status: 200, staff: false }).cacheControl).toBe(
      "no-store",
    );
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Every loader and action answers a refusal with its 4xx

/** The wrappers that turn a ServiceError into its German error page (app/.server/service-errors.ts). */
const ERROR_MAPPINGS = new Set(["withErrorPages", "withResourceErrorPages"]);

/** The exported loader and action of a route module that are not wrapped in one of ERROR_MAPPINGS. */
function unwrappedHandlers(file: string, source: string): string[] {
  const found: string[] = [];
  for (const statement of parse(file, source).statements) {
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    if (!exported) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      if (["loader", "action"].includes(statement.name.text)) found.push(statement.name.text);
      continue;
    }
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !["loader", "action"].includes(declaration.name.text))
        continue;
      const init = declaration.initializer;
      const wrapped =
        init !== undefined &&
        ts.isCallExpression(init) &&
        ts.isIdentifier(init.expression) &&
        ERROR_MAPPINGS.has(init.expression.text);
      if (!wrapped) found.push(declaration.name.text);
    }
  }
  return found;
}

describe("route modules", () => {
  it("recognises an unwrapped loader or action", () => {
    expect(unwrappedHandlers("a.ts", "export async function loader() {}")).toEqual(["loader"]);
    expect(unwrappedHandlers("a.ts", "export const action = async () => null;")).toEqual(["action"]);
    expect(unwrappedHandlers("a.ts", "export const loader = withErrorPages(async () => null);")).toEqual([]);
    expect(unwrappedHandlers("a.ts", "async function loader() {}\nexport const x = 1;")).toEqual([]);
  });

  it("wrap every loader and action in the one error mapping (the partner API's layout answers its own)", () => {
    const unwrapped = files("app/routes")
      .filter((file) => !isTest(file) && !file.startsWith("app/routes/api/"))
      .flatMap((file) => unwrappedHandlers(file, read(file)).map((name) => `${file}: ${name}`));
    expect(
      unwrapped,
      "export const loader = withErrorPages(async (args) => …) (app/.server/service-errors.ts)",
    ).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Back-office services check the role again

/**
 * The exported functions of a back-office service that take an `actor` and never reach `requireBackOffice`,
 * directly or through a function of the same module (decision 0081: the layout decides, the service checks again).
 */
/** A refusal (`requireBackOffice`) or, for a read that shows nothing to others, the test (`mayEnterBackOffice`). */
const ROLE_CHECKS = ["requireBackOffice", "mayEnterBackOffice"];

function unguardedServiceFunctions(file: string, source: string): string[] {
  const sourceFile = parse(file, source);
  const bodies = new Map<string, ts.Node>();
  const exported: { name: string; takesActor: boolean }[] = [];
  for (const statement of sourceFile.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && statement.body) {
      bodies.set(statement.name.text, statement.body);
      const isExported = ts
        .getModifiers(statement)
        ?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
      const takesActor = statement.parameters.some(
        (parameter) => ts.isIdentifier(parameter.name) && parameter.name.text === "actor",
      );
      if (isExported) exported.push({ name: statement.name.text, takesActor });
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (
          ts.isIdentifier(declaration.name) &&
          init &&
          (ts.isArrowFunction(init) || ts.isFunctionExpression(init))
        )
          bodies.set(declaration.name.text, init.body);
      }
    }
  }
  const callees = (body: ts.Node) => {
    const names = new Set<string>();
    walk(body, (node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) names.add(node.expression.text);
    });
    return names;
  };
  const calls = new Map([...bodies].map(([name, body]) => [name, callees(body)]));
  const guarded = new Set<string>();
  for (let changed = true; changed;) {
    changed = false;
    for (const [name, called] of calls) {
      if (guarded.has(name)) continue;
      if (
        ROLE_CHECKS.some((check) => called.has(check)) ||
        [...called].some((callee) => guarded.has(callee))
      ) {
        guarded.add(name);
        changed = true;
      }
    }
  }
  return exported.filter(({ name, takesActor }) => takesActor && !guarded.has(name)).map(({ name }) => name);
}

describe("back-office services", () => {
  it("recognises a function that skips the role check, also through a helper", () => {
    const guard = "function reader(actor) { requireBackOffice(actor, 'care'); }\n";
    expect(unguardedServiceFunctions("a.ts", "export async function list(db, actor) { return 1; }")).toEqual([
      "list",
    ]);
    expect(
      unguardedServiceFunctions("a.ts", `${guard}export async function list(db, actor) { reader(actor); }`),
    ).toEqual([]);
    expect(unguardedServiceFunctions("a.ts", "export function link(token) { return token; }")).toEqual([]);
  });

  it("check the actor's role again in every exported function that takes one", () => {
    const unguarded = files("app/.server/services/backoffice")
      .filter((file) => !isTest(file))
      .flatMap((file) => unguardedServiceFunctions(file, read(file)).map((name) => `${file}: ${name}`));
    expect(unguarded, "begin with requireBackOffice(actor, need) (app/.server/auth/actor.ts)").toEqual([]);
  });
});

/**
 * What a migration may do while a replica of the previous version still runs on the same database
 * (docs/operations.md, "Upgrades"): add, never take away. Dropping or renaming a table or column, or making a
 * column required that the old version leaves empty, breaks the old replica's queries in the minutes both run. Such
 * a change waits for the next release, after no replica of the version that used it is left, and its file says so
 * in a line `-- contract: <the release that stopped using it>`. Migrations up to 0028 predate the rule.
 */
const EXPAND_ONLY_FROM = 29;

function contractingStatements(sql: string): string[] {
  if (/^--\s*contract:/m.test(sql)) return [];
  return sql
    .split(/-->\s*statement-breakpoint|;\s*\n/)
    .map((statement) => statement.trim())
    .filter((statement) =>
      [
        /\bDROP\s+(TABLE|COLUMN|TYPE)\b/i,
        /\bRENAME\s+(COLUMN\b|TO\b)/i,
        /\bALTER\s+COLUMN\s+\S+\s+SET\s+NOT\s+NULL\b/i,
        /\bADD\s+COLUMN\b(?![^]*\bDEFAULT\b)[^]*\bNOT\s+NULL\b/i,
      ].some((pattern) => pattern.test(statement)),
    );
}

describe("migrations", () => {
  it("recognise what an older replica cannot live with", () => {
    expect(contractingStatements('ALTER TABLE "users" DROP COLUMN "nickname";')).toHaveLength(1);
    expect(contractingStatements('ALTER TABLE "a" RENAME COLUMN "b" TO "c";')).toHaveLength(1);
    expect(contractingStatements('ALTER TABLE "a" ADD COLUMN "b" text NOT NULL;')).toHaveLength(1);
    expect(contractingStatements('ALTER TABLE "a" ADD COLUMN "b" text DEFAULT \'x\' NOT NULL;')).toEqual([]);
    expect(contractingStatements('ALTER TABLE "a" ADD COLUMN "b" date;')).toEqual([]);
    expect(contractingStatements('-- contract: 0.4 stopped reading it\nDROP TABLE "old";')).toEqual([]);
  });

  it("only add while an older replica may still run (or say which release stopped using what they remove)", () => {
    const contracting = files("drizzle", /^\d{4}_.*\.sql$/)
      .filter((file) => Number(path.basename(file).slice(0, 4)) >= EXPAND_ONLY_FROM)
      .flatMap((file) => contractingStatements(read(file)).map((statement) => `${file}: ${statement}`));
    expect(contracting, "add a `-- contract:` line naming the release, or keep the old shape").toEqual([]);
  });
});

/**
 * Every password field is a `PasswordField` (app/components/FieldPresets.tsx, decision 0104): it offers "Passwort
 * anzeigen" and is emptied once an action succeeded (decision 0105). A hand-written `type="password"` would lose
 * both.
 */
const PASSWORD_FIELD_HOME = "app/components/FieldPresets.tsx";

function handWrittenPasswordInputs(file: string, source: string): number[] {
  const lines: number[] = [];
  const tree = parse(file, source);
  walk(tree, (node) => {
    if (
      ts.isJsxAttribute(node) &&
      node.name.getText(tree) === "type" &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      node.initializer.text === "password"
    )
      lines.push(tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1);
  });
  return lines;
}

describe("password fields", () => {
  it("recognise a hand-written password input", () => {
    expect(handWrittenPasswordInputs("a.tsx", 'const x = <input name="p" type="password" />;')).toEqual([1]);
    expect(handWrittenPasswordInputs("a.tsx", 'const x = <input name="p" type="text" />;')).toEqual([]);
  });

  it("are PasswordField everywhere", () => {
    const found = files("app", /\.tsx$/)
      .filter((file) => !isTest(file) && file !== PASSWORD_FIELD_HOME)
      .flatMap((file) => handWrittenPasswordInputs(file, read(file)).map((line) => `${file}:${line}`));
    expect(found, "use PasswordField from ~/components/FieldPresets").toEqual([]);
  });
});
