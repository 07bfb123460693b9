import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Developer mailbox: 404 in production unless MAIL_DEV=1. */
export const openRoutes: RouteConfigEntry[] = [
  route("dev/mailbox", "routes/dev/mailbox.tsx"),
  route("dev/mailbox/:id", "routes/dev/mailbox.$id.tsx"),
];
