/**
 * The route a request reaches, by id (decision 0097): the metrics label requests with the deepest matching route
 * of the build's route table, never with the path (which carries ids and tokens).
 */
import { matchRoutes, type RouteObject } from "react-router";
import { pagePathOf } from "./cache-policy";

export interface BuildRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}

/** A function from a request path to its route id ("unmatched" when no route takes it). */
export function routeIdMatcher(routes: Record<string, BuildRoute | undefined>): (pathname: string) => string {
  const all = Object.values(routes).filter((route): route is BuildRoute => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, path: route.path, index: true }
          : {
              id: route.id,
              path: route.path,
              caseSensitive: route.caseSensitive,
              children: childrenOf(route.id),
            },
      );
  const tree = childrenOf(undefined);
  return (pathname) => {
    // A data request of single fetch ("/overview.data", "/_.data") is its page's route.
    return matchRoutes(tree, pagePathOf(pathname))?.at(-1)?.route.id ?? "unmatched";
  };
}
