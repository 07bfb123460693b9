import { Form, href } from "react-router";
import { parseForm } from "~/.server/forms";
import { requestOf } from "~/.server/route-request";
import { serviceErrorIn, withErrorPages } from "~/.server/service-errors";
import { createProduct } from "~/.server/services/backoffice/catalogue";
import { redirectWithToast } from "~/.server/toast";
import { ErrorSummary } from "~/components/ErrorSummary";
import { TextField } from "~/components/TextField";
import { productCreateSchema } from "~/domain/catalogue/validation";
import { t } from "~/i18n";
import { useReplyForm } from "~/reply-form";
import type { Route } from "./+types/products.new";
import { refused, refusedByService } from "./catalogue.server";
import { ProductFields, productLabels } from "./product-fields";
import { CatalogueActions, CataloguePageHead } from "./ui";

/** /backoffice/catalogue/products/new: a new product (no offer holds it yet, so nothing to count first). */
export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  requestOf(args, "staff");
  return { prefill: { vatRate: "19", sort: "0" } };
});

export const action = withErrorPages(async (args: Route.ActionArgs) => {
  const { db, actor, ip, session } = requestOf(args, "staff");
  const { submission } = await parseForm(args.request, productCreateSchema);
  if (submission.status !== "success") return refused(submission);
  try {
    const created = await createProduct(db, actor, { values: submission.value }, { ip });
    return redirectWithToast(href("/backoffice/catalogue"), session, {
      kind: "success",
      message: t("backoffice.catalogue.toast.created", { name: created.translations.name }),
    });
  } catch (error) {
    const refusal = serviceErrorIn(error, (e) => e.status >= 400 && e.status < 500);
    if (refusal.field === "articleNumber") {
      return refused(
        submission,
        { fieldErrors: { articleNumber: [t("backoffice.catalogue.error.articleNumber.taken")] } },
        409,
      );
    }
    return refusedByService(submission, refusal);
  }
});

export default function NewProduct({ loaderData, actionData }: Route.ComponentProps) {
  const form = useReplyForm(actionData?.reply, loaderData.prefill);
  const values = (actionData?.reply.initialValue ?? loaderData.prefill) as Record<string, unknown>;
  const title = t("backoffice.catalogue.product.createTitle");
  return (
    <>
      <CataloguePageHead title={title} hasErrors={form.status === "error"} />
      <Form method="post" {...form.props}>
        <ErrorSummary form={form} focusKey={actionData} labels={productLabels()} />
        <TextField
          field={form.field("articleNumber")}
          label={t("backoffice.catalogue.product.articleNumber")}
          hint={t("backoffice.catalogue.product.articleNumber.hint")}
          autoComplete="off"
          width="s"
          required
        />
        <ProductFields form={form} values={values} />
        <CatalogueActions label={t("backoffice.catalogue.create")} />
      </Form>
    </>
  );
}
