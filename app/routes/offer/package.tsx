import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/offer"));
/**
 * /overview/offer/package — choosing another package (decision 0109): the three packages, each with what this
 * customer's offer would cost with it and the difference to now. Choosing writes nothing: the choice goes to the
 * check page (/overview/offer/package/confirm?plan=…), which shows the change before anything is stored.
 */
import { Form, href, redirect } from "react-router";
import { ErrorSummary, errorTitle } from "~/components/ErrorSummary";
import { PageHeading } from "~/components/PageHeading";
import { RadioCardGroup } from "~/components/RadioCardGroup";
import { invalid, parseForm } from "~/.server/forms";
import { withErrorPages } from "~/.server/service-errors";
import { loadPackageChoices } from "~/.server/services/offer";
import { FUNERAL_PLANS, type FuneralPlan } from "~/domain/constants";
import { packageChoiceSchema } from "~/domain/validation";
import { t } from "~/i18n";
import { formatCents, formatCentsDifference } from "~/i18n/currency";
import { useReplyForm } from "~/reply-form";
import type { Route } from "./+types/package";
import { packageProvision } from "./offer.server";
import { SubmitOrCancel } from "./views";
import styles from "./offer.module.css";

/** The check page of a package. */
const confirmPath = (plan: FuneralPlan) =>
  `${href("/overview/offer/package/confirm")}?${new URLSearchParams({ plan })}`;

const isPlan = (value: string | null): value is FuneralPlan =>
  (FUNERAL_PLANS as readonly (string | null)[]).includes(value);

export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  const { db, actor, provision } = await packageProvision(args);
  // Back from the check page ("Anderes Paket wählen"): the package chosen there stays marked.
  const chosen = new URL(args.request.url).searchParams.get("plan");
  return {
    choices: await loadPackageChoices(db, actor, { provision }),
    chosen: isPlan(chosen) && chosen !== provision.funeralPlan ? chosen : undefined,
  };
});

export const action = withErrorPages(async (args: Route.ActionArgs) => {
  const { provision } = await packageProvision(args);
  const { submission } = await parseForm(args.request, packageChoiceSchema);
  if (submission.status !== "success") return invalid(submission);
  if (submission.value.funeralPlan === provision.funeralPlan) {
    return invalid(submission, { formErrors: [t("offer.package.unchanged")] });
  }
  throw redirect(confirmPath(submission.value.funeralPlan));
});

export default function PackageChoice({ loaderData, actionData }: Route.ComponentProps) {
  const { choices, chosen } = loaderData;
  const form = useReplyForm(actionData, { funeralPlan: chosen }, "package");
  const title = t("offer.package.title");
  const options = choices.options.map((option) => ({
    value: option.plan,
    label: option.name,
    description: option.description,
    meta: (
      <span data-testid={`package-price-${option.plan}`}>
        {option.current ? (
          t("offer.package.current", { total: formatCents(option.total) })
        ) : (
          <>
            {t("offer.package.price", { total: formatCents(option.total) })}
            <br />
            <span data-testid={`package-difference-${option.plan}`}>
              {option.difference === 0
                ? t("offer.package.same")
                : t("offer.package.difference", {
                    difference: formatCentsDifference(option.difference),
                    direction: option.difference < 0 ? "less" : "more",
                  })}
            </span>
          </>
        )}
      </span>
    ),
  }));
  return (
    <>
      <title>{errorTitle(t("shell.title", { page: title }), form.status === "error")}</title>
      <PageHeading lead={<p>{t("offer.package.lead")}</p>}>{title}</PageHeading>
      <Form method="post" {...form.props}>
        <ErrorSummary form={form} focusKey={actionData} labels={{ funeralPlan: t("offer.package.legend") }} />
        {choices.siteMissing ? <p>{t("offer.package.siteMissing")}</p> : null}
        <RadioCardGroup
          field={form.field("funeralPlan")}
          legend={t("offer.package.legend")}
          options={options}
          required
        />
        <section className={styles.section} aria-labelledby="package-rules">
          <h2 id="package-rules">{t("offer.package.rules.title")}</h2>
          <ul>
            <li>{t("offer.package.rules.products")}</li>
            <li>{t("offer.package.rules.dropped")}</li>
            <li>{t("offer.package.rules.kept")}</li>
            <li>{t("offer.package.rules.graveType")}</li>
          </ul>
        </section>
        <SubmitOrCancel iconEnd="arrow-right">{t("offer.package.submit")}</SubmitOrCancel>
      </Form>
    </>
  );
}
