import { redirect } from "react-router";
import { sessionContext } from "~/.server/session";
import { funnelEntryUrl, readRegistrationParams, registrationStepPath } from "~/domain/registration";
import { ensureDraft, writeDraft } from "./draft.server";
import type { Route } from "./+types/index";

/**
 * /register: starts (or continues) the wizard. The app parameters of the entry URL (spec 000 §3: referrer,
 * couponcode, fp, vermittler; firstname, lastname and email to prefill the data step) go into the draft.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const session = context.get(sessionContext);
  const draft = ensureDraft(session);
  const url = new URL(request.url);
  const { params, prefill } = readRegistrationParams(url.searchParams);
  if (url.search || !draft.entryUrl) {
    writeDraft(session, {
      ...draft,
      params: { ...draft.params, ...params },
      data: { ...draft.data, ...prefill },
      entryUrl: draft.entryUrl && !url.search ? draft.entryUrl : funnelEntryUrl(url),
    });
  }
  return redirect(registrationStepPath("type"));
}
