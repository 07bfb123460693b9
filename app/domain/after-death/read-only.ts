/**
 * A frozen provision seen by staff (decision 0063, 2026-11-26 night): a page that exists only to change a
 * provision (an edit form, a wizard step, a booking step) declares the read-only page staff are sent to, in its
 * route module: `export const handle = changesOnly(href("/overview/wishes"))`. A page under the signed-in layout
 * that shows the provision and also takes a post declares `shownReadOnly`: its forms are shown closed. Links to
 * change pages are left out of a frozen provision's pages; a GET of one is redirected (decision 0084). Pure: no I/O.
 */
const SHOWN = "shown";

export type ReadOnlyHandle = { readOnly: string | typeof SHOWN };

/** The route module of a page that only changes the provision: staff on a frozen one are sent to `page`. */
export function changesOnly(page: string): ReadOnlyHandle {
  return { readOnly: page };
}

/** The route module of a page that shows the provision: on a frozen one its forms are closed. */
export const shownReadOnly: ReadOnlyHandle = { readOnly: SHOWN };

/** Whether a route module's `handle` declares how it behaves on a frozen provision. */
export function declaresReadOnly(handle: unknown): handle is ReadOnlyHandle {
  return (
    typeof handle === "object" && handle !== null && typeof (handle as ReadOnlyHandle).readOnly === "string"
  );
}

/**
 * The change pages of the route table: each one's URL pattern and its read-only page; and, with null, the other
 * pages a change page's pattern would also match (`/overview/guests/print` beside `/overview/guests/:guestId`).
 */
export type ChangePages = readonly (readonly [pattern: string, readOnlyPage: string | null])[];

/** A route of the server build: its own path segment (none for an index), its parent, its module's `handle`. */
export type BuiltRoute = { parentId?: string; path?: string; index?: boolean; module: { handle?: unknown } };

/** The change pages the route modules declare, from the server build's routes. */
export function changePagesOf(routes: Readonly<Record<string, BuiltRoute | undefined>>): ChangePages {
  const patternOf = (route: BuiltRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const above = parent ? patternOf(parent) : "";
    return route.path ? `${above.replace(/\/$/, "")}/${route.path}` : above;
  };
  const pages = Object.values(routes).flatMap((route) => {
    if (!route?.path && !route?.index) return [];
    const handle = route.module.handle;
    const page = declaresReadOnly(handle) && handle.readOnly !== SHOWN ? handle.readOnly : null;
    return [[patternOf(route), page] as const];
  });
  const changing = pages.filter(([, page]) => page !== null);
  return pages.filter(
    ([pattern, page]) => page !== null || changing.some(([changePattern]) => matches(changePattern, pattern)),
  );
}

/** Whether `path` is a URL of the route `pattern` (`:name` one path segment, a trailing slash ignored). */
function matches(pattern: string, path: string): boolean {
  const wanted = pattern.split("/");
  const parts = (path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path).split("/");
  return (
    parts.length === wanted.length &&
    wanted.every((part, index) => (part.startsWith(":") ? parts[index] !== "" : part === parts[index]))
  );
}

/** How specific a pattern is: its fixed segments (React Router prefers `print` to `:guestId`). */
const fixedSegments = (pattern: string) => pattern.split("/").filter((part) => !part.startsWith(":")).length;

/** The read-only page for a page that only changes a provision (its path, without query), or null. */
export function readOnlyPageFor(path: string, changePages: ChangePages): string | null {
  const found = changePages
    .filter(([pattern]) => matches(pattern, path))
    .sort(([a], [b]) => fixedSegments(b) - fixedSegments(a));
  return found[0]?.[1] ?? null;
}

/** Whether a link target (a path, maybe with query or fragment) leads to a page that only changes a provision. */
export function isChangePage(to: string, changePages: ChangePages): boolean {
  return readOnlyPageFor(to.split(/[?#]/, 1)[0] ?? "", changePages) !== null;
}
