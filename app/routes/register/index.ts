import { redirect } from "react-router";
import { requireCatalogue } from "~/.server/catalogue-ready";
import { requestOf } from "~/.server/route-request";
import { trustedPartnerParams } from "~/.server/partner-link";
import { newSubmissionId } from "~/.server/services/registration";
import { funnelEntryUrl, readRegistrationParams, registrationStepPath } from "~/domain/registration";
import { readDraft, writeDraft } from "./draft.server";
import type { Route } from "./+types/index";
import { withErrorPages } from "~/.server/service-errors";

/**
 * /register: starts (or continues) the wizard. The app parameters of the entry URL (referrer,
 * couponcode, fp, vermittler; firstname, lastname and email to prefill the data step) go into the draft.
 */
export const loader = withErrorPages(async function loader({ request, context }: Route.LoaderArgs) {
  await requireCatalogue({ context });
  const draft = await readDraft(context);
  const url = new URL(request.url);
  // fp and vermittler count only when the partner signed the link (decision 0030).
  const { config, runtime } = requestOf({ context });
  const trusted = trustedPartnerParams(url.searchParams, config.PARTNER_LINK_KEY, runtime.clock.now());
  const { params, prefill } = readRegistrationParams(trusted);
  if (url.search || !draft.entryUrl) {
    await writeDraft(context, {
      ...draft,
      submissionId: draft.submissionId ?? newSubmissionId(),
      params: { ...draft.params, ...params },
      data: { ...draft.data, ...prefill },
      entryUrl: draft.entryUrl && !url.search ? draft.entryUrl : funnelEntryUrl(url),
    });
  }
  return redirect(registrationStepPath("type"));
});
