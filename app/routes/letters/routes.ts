import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the letters folder; under the signed-in layout. */
export const privateRoutes: RouteConfigEntry[] = [
  route("overview/letters", "routes/letters/index.tsx"),
  route("overview/letters/intro", "routes/letters/intro.tsx"),
  route("overview/letters/create", "routes/letters/create.tsx"),
  route("overview/letters/edit", "routes/letters/edit.tsx"),
  route("overview/letters/edit/content", "routes/letters/edit.content.tsx"),
  route("overview/letters/edit/recipient", "routes/letters/edit.recipient.tsx"),
  route("overview/letters/edit/shipping-date", "routes/letters/edit.shipping-date.tsx"),
  route("overview/letters/edit/preview", "routes/letters/edit.preview.tsx"),
  route("overview/letters/:letterId/open", "routes/letters/$letterId.open.ts"),
  route("overview/letters/:letterId/pdf", "routes/letters/$letterId.pdf.ts"),
];
