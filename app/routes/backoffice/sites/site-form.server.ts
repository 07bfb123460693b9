/**
 * The save of the site form (new and edit): parse, check, save through the service, answer. A refused save
 * answers 400 with a German message at each field; nothing is stored.
 */
import { data, href } from "react-router";
import { reply, parseFields } from "~/.server/forms";
import type { RouteRequest } from "~/.server/route-request";
import { listGraveTypes, saveSite } from "~/.server/services/backoffice/sites";
import { redirectWithToast } from "~/.server/toast";
import type { Actor } from "~/.server/auth/actor";
import { fieldErrors, formProblems, siteFormSchema, siteFromForm } from "~/domain/funeral-sites/site-form";
import { siteProblems } from "~/domain/funeral-sites/site-record";
import { t } from "~/i18n";

export async function saveSiteForm(
  request: RouteRequest & { readonly actor: Actor },
  form: FormData,
  siteId: string | undefined,
) {
  const { db, actor, ip, session, runtime } = request;
  const submission = parseFields(form, siteFormSchema);
  if (submission.status !== "success") return data(reply(submission), { status: 400 });
  const graveTypes = await listGraveTypes(db);
  const parsed = siteFromForm(submission.value, graveTypes);
  if (siteId) parsed.record.id = siteId;
  const problems = formProblems(parsed, siteProblems(parsed.record, graveTypes));
  if (problems.length > 0) {
    return data(reply(submission, { fieldErrors: fieldErrors(problems) }), { status: 400 });
  }
  const outcome = await saveSite(
    db,
    actor,
    { siteId, record: parsed.record },
    { ip, now: runtime.clock.now() },
  );
  if (!outcome.saved) {
    return data(reply(submission, { fieldErrors: fieldErrors(outcome.problems) }), { status: 400 });
  }
  return redirectWithToast(href("/backoffice/sites/:siteId", { siteId: outcome.id }), session, {
    kind: "success",
    message: t(siteId ? "backoffice.sites.saved" : "backoffice.sites.created", { name: parsed.record.title }),
  });
}
