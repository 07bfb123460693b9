import { data, Form, href } from "react-router";
import { parseForm } from "~/.server/forms";
import { readIntent } from "~/.server/intent";
import { requestOf } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";
import {
  productChangeImpact,
  readProduct,
  saveProduct,
  setWithdrawn,
  withdrawalImpact,
} from "~/.server/services/backoffice/catalogue";
import { redirectWithToast } from "~/.server/toast";
import { ErrorSummary } from "~/components/ErrorSummary";
import { formatNetPriceInput, type OfferImpact } from "~/domain/catalogue";
import { productEditSchema } from "~/domain/catalogue/validation";
import { t } from "~/i18n";
import { useReplyForm } from "~/reply-form";
import type { Route } from "./+types/products.$productId";
import { previewAnswer, refused, refusedByService, type CatalogueAnswer } from "./catalogue.server";
import { ProductFields, productLabels } from "./product-fields";
import { CataloguePageHead, EditNotices, PreviewActions, styles, WithdrawPanel } from "./ui";

const INTENTS = ["preview", "save", "withdraw-preview", "withdraw", "restore"] as const;

/** /backoffice/catalogue/products/:productId: edit a product (after a look at the offers it changes), withdraw or restore it. */
export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  const { db, actor } = requestOf(args, "staff");
  const product = await readProduct(db, actor, { id: args.params.productId });
  return {
    id: product.id,
    articleNumber: product.articleNumber,
    name: product.translations.name,
    withdrawn: product.deletedAt !== null,
    demo: product.demo,
    prefill: {
      name: product.translations.name,
      shortName: product.translations.shortname,
      description: product.translations.description,
      pictureUrl: product.pictures[0]?.url ?? "",
      pictureAlt: product.pictures[0]?.alt ?? "",
      price: formatNetPriceInput(product.priceCents),
      vatRate: String(product.vatRate),
      category: product.category,
      funeralTypes: product.funeralTypes,
      defaultPlans: product.defaultPlans,
      sort: String(product.sort),
    },
  };
});

type Answer = CatalogueAnswer | { withdrawPreview: OfferImpact };

export const action = withErrorPages(async (args: Route.ActionArgs) => {
  const { request, params } = args;
  const { db, actor, ip, session, runtime } = requestOf(args, "staff");
  const id = params.productId;
  const { intent } = await readIntent(request.clone(), INTENTS);
  if (intent === "withdraw-preview") {
    return data<Answer>({ withdrawPreview: await withdrawalImpact(db, actor, { kind: "product", id }) });
  }
  if (intent === "withdraw" || intent === "restore") {
    const product = await readProduct(db, actor, { id });
    const withdrawn = intent === "withdraw";
    const impact = await setWithdrawn(
      db,
      actor,
      { kind: "product", id, withdrawn },
      { ip, now: runtime.clock.now() },
    );
    const name = product.translations.name;
    return redirectWithToast(href("/backoffice/catalogue/products/:productId", { productId: id }), session, {
      kind: "success",
      message: withdrawn
        ? t("backoffice.catalogue.toast.withdrawn", { name, count: impact.outdated })
        : t("backoffice.catalogue.toast.restored", { name }),
    });
  }
  const { submission } = await parseForm(request, productEditSchema);
  if (submission.status !== "success") return refused(submission);
  const values = submission.value;
  try {
    if (intent === "preview") {
      const impact = await productChangeImpact(db, actor, {
        id,
        priceCents: values.price,
        shortName: values.shortName,
        vatRate: values.vatRate,
      });
      return previewAnswer(submission, impact);
    }
    const { impact } = await saveProduct(db, actor, { id, values }, { ip });
    return redirectWithToast(href("/backoffice/catalogue"), session, {
      kind: "success",
      message: t("backoffice.catalogue.toast.savedImpact", { name: values.name, count: impact.outdated }),
    });
  } catch (error) {
    return refusedByService(submission, error);
  }
});

export default function EditProduct({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData && "reply" in actionData ? actionData : null;
  const withdrawPreview = actionData && "withdrawPreview" in actionData ? actionData.withdrawPreview : null;
  const form = useReplyForm(answer?.reply, loaderData.prefill);
  const values = (answer?.reply.initialValue ?? loaderData.prefill) as Record<string, unknown>;
  const title = t("backoffice.catalogue.product.editTitle", { name: loaderData.name });
  const hasErrors = form.status === "error";
  return (
    <>
      <CataloguePageHead title={title} hasErrors={hasErrors} demo={loaderData.demo} />
      <p className={styles.facts}>
        {t("backoffice.catalogue.product.articleNumber.fixed", { number: loaderData.articleNumber })}
      </p>
      <EditNotices withdrawn={loaderData.withdrawn} preview={answer?.preview} />
      <Form method="post" {...form.props}>
        <ErrorSummary form={form} focusKey={actionData} labels={productLabels()} />
        <ProductFields form={form} values={values} />
        <PreviewActions />
      </Form>
      <WithdrawPanel withdrawn={loaderData.withdrawn} preview={withdrawPreview} />
    </>
  );
}
