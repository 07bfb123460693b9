import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Back office, section "letters": the dispatch list of farewell letters (customer care and admins, decision 0064). */
export const routes: RouteConfigEntry[] = [
  route("letters", "routes/backoffice/letters/index.tsx"),
  route("letters/:letterId", "routes/backoffice/letters/$letterId.tsx"),
  route("letters/:letterId/pdf", "routes/backoffice/letters/$letterId.pdf.ts"),
];
