import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Back office, section "Sterbefälle": its pages under /backoffice/deaths (customer care and admins, decision 0062). */
export const routes: RouteConfigEntry[] = [
  route("deaths", "routes/backoffice/deaths/index.tsx"),
  route("deaths/report", "routes/backoffice/deaths/report.tsx"),
  route("deaths/:reportId", "routes/backoffice/deaths/$reportId.tsx"),
];
