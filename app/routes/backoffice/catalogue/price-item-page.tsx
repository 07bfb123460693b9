/** The edit page of a service or an extra: name and net price (after a look at the offers), withdraw, restore. */
import { Form } from "react-router";
import { ErrorSummary } from "~/components/ErrorSummary";
import { TextField } from "~/components/TextField";
import type { OfferImpact } from "~/domain/catalogue";
import { t } from "~/i18n";
import { useReplyForm } from "~/reply-form";
import type { CatalogueAnswer } from "./catalogue.server";
import { CataloguePageHead, EditNotices, NetPriceField, PreviewActions, WithdrawPanel } from "./ui";

export interface PriceItemData {
  title: string;
  withdrawn: boolean;
  demo: boolean;
  prefill: { name: string; price: string };
}

export type PriceItemAnswer = CatalogueAnswer | { withdrawPreview: OfferImpact };

const LABELS = {
  name: t("backoffice.catalogue.field.name"),
  price: t("backoffice.catalogue.field.price"),
};

export function PriceItemPage({
  loaderData,
  actionData,
}: {
  loaderData: PriceItemData;
  actionData: PriceItemAnswer | undefined;
}) {
  const answer = actionData && "reply" in actionData ? actionData : null;
  const withdrawPreview = actionData && "withdrawPreview" in actionData ? actionData.withdrawPreview : null;
  const form = useReplyForm(answer?.reply, loaderData.prefill);
  return (
    <>
      <CataloguePageHead
        title={loaderData.title}
        hasErrors={form.status === "error"}
        demo={loaderData.demo}
      />
      <EditNotices withdrawn={loaderData.withdrawn} preview={answer?.preview} />
      <Form method="post" {...form.props}>
        <ErrorSummary form={form} focusKey={actionData} labels={LABELS} />
        <TextField field={form.field("name")} label={LABELS.name} required />
        <NetPriceField field={form.field("price")} label={LABELS.price} />
        <PreviewActions />
      </Form>
      <WithdrawPanel withdrawn={loaderData.withdrawn} preview={withdrawPreview} />
    </>
  );
}
