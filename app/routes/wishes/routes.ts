import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the wishes folder under the signed-in layout. */
export const privateRoutes: RouteConfigEntry[] = [
  // Wishes: cards, create funnel, one edit page per card.
  route("overview/wishes", "routes/wishes/index.tsx"),
  route("overview/wishes/create", "routes/wishes/create.ts"),
  route("overview/wishes/create/intro", "routes/wishes/create.intro.tsx"),
  route("overview/wishes/create/:step", "routes/wishes/create.$step.tsx"),
  route("overview/wishes/:kind/edit", "routes/wishes/$kind.edit.tsx"),
  // Guest list.
  route("overview/guests", "routes/wishes/guests.tsx"),
  route("overview/guests/print", "routes/wishes/guests.print.tsx"),
  route("overview/guests/new", "routes/wishes/guest-form.tsx", { id: "guest-new" }),
  route("overview/guests/:guestId", "routes/wishes/guest-form.tsx", { id: "guest-edit" }),
];
