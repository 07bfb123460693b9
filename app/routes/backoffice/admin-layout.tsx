import { backOfficeGuard } from "~/.server/auth/layout-guards";
import type { Route } from "./+types/admin-layout";

/**
 * The admin sections of the back office (catalogue, sites, coupons, staff, partners), inside the customer-care
 * layout: its middleware lets admins through; customer care and everyone else get the plain 404 page, and the
 * refusal is in the audit log.
 */
export const middleware: Route.MiddlewareFunction[] = [backOfficeGuard("admin")];
