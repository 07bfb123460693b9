import { data } from "react-router";
import type { PageErrorData } from "~/.server/intent";
import { ServiceError } from "~/domain/errors";
import type { WayOut } from "~/domain/features";
import type { Route } from "./+types/refused.$wayOut";
import { withErrorPages } from "~/.server/service-errors";

const REFUSALS: Record<WayOut, ServiceError> = {
  confirmEmail: new ServiceError("emailUnconfirmed", { status: 403 }),
  choosePlan: new ServiceError("planRequired"),
};

/**
 * Where a browser lands when a PDF URL is refused (decision 0035): a PDF route renders no page, so it sends the
 * browser here, and this page is the German 403 page of the root error boundary with the way out (confirm the
 * e-mail, or choose a plan). Any other value is the not-found page.
 */
export const loader = withErrorPages(async function loader({ params }: Route.LoaderArgs): Promise<never> {
  const wayOut = params.wayOut as WayOut;
  const refusal = Object.hasOwn(REFUSALS, wayOut) ? REFUSALS[wayOut] : null;
  if (!refusal)
    throw data<PageErrorData>({ message: new ServiceError("notFound").userMessage }, { status: 404 });
  throw data<PageErrorData>({ message: refusal.userMessage, wayOut }, { status: 403 });
});

/** Never rendered: the loader always answers with the error page. */
export default function Refused() {
  return null;
}
