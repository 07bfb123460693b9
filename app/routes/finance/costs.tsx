import { SaveOrCancel } from "~/components/SaveButton";
import { errorTitle } from "~/components/ErrorSummary";
import { PageHeading } from "~/components/PageHeading";
import { invalid, orFormError, parseForm } from "~/.server/forms";
import { withErrorPages } from "~/.server/service-errors";
import { costFormOffer, saveCosts } from "~/.server/services/finance";
import { readVersion } from "~/.server/services/provisions";
import { redirectWithToast } from "~/.server/toast";
import { costsFormSchema } from "~/domain/validation/finance";
import { t } from "~/i18n";
import { costsView, FutureEstimate } from "./costs-estimate";
import { CostsForm, costsDefaults } from "./costs-form";
import { requireFinance } from "./finance.server";
import type { Route } from "./+types/costs";
import { href } from "react-router";
import { shownReadOnly } from "~/domain/after-death/read-only";

export const handle = shownReadOnly;

export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { provision, costs, db } = await requireFinance({ request, context });
  return {
    defaults: costsDefaults(provision),
    offer: await costFormOffer(db, provision, costs),
    version: provision.version,
    costs: costsView(costs),
  };
});

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const { db, actor, ip, session } = await requireFinance({ request, context });
  const { submission, formData } = await parseForm(request, costsFormSchema);
  if (submission.status !== "success") return invalid(submission);
  const saved = await orFormError(submission, () =>
    saveCosts(db, actor, submission.value, {
      expectedVersion: readVersion(formData),
      ip,
      refuseUnchanged: true,
    }),
  );
  if (!saved.ok) return saved.reply;
  return redirectWithToast(href("/overview/finance/costs"), session, {
    kind: "success",
    message: t("finance.costs.saved"),
  });
});

/** /overview/finance/costs: the cost form and the future estimate on one page. */
export default function CostsEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <title>{errorTitle(t("shell.title", { page: t("finance.costs.title") }), Boolean(actionData))}</title>
      <PageHeading>{t("finance.costs.title")}</PageHeading>
      <CostsForm
        defaults={loaderData.defaults}
        offer={loaderData.offer}
        version={loaderData.version}
        lastResult={actionData}
      >
        <SaveOrCancel
          save={t("finance.costs.save")}
          cancel={t("finance.cancel")}
          to={href("/overview/finance")}
        />
      </CostsForm>
      <FutureEstimate costs={loaderData.costs} />
    </>
  );
}
