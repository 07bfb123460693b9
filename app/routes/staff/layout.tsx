import { staffGuard } from "~/.server/auth/layout-guards";
import type { Route } from "./+types/layout";
import { StaffErrorPage, staffErrorMeta } from "./error-page";

/**
 * The staff layout (/salesforce, taking up and letting go of a provision): its middleware lets admins and
 * customer care through; anonymous visitors go to the login, customers get the staff routes' 403 page.
 */
export const middleware: Route.MiddlewareFunction[] = [staffGuard];

export const meta = ({ error }: Route.MetaArgs) => staffErrorMeta(error);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPage error={error} />;
}
