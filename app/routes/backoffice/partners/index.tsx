import { data, Form, href, Link } from "react-router";
import { z } from "zod";
import { parseForm, invalid } from "~/.server/forms";
import { requestOf } from "~/.server/route-request";
import { createPartnerKey, listPartnerKeys } from "~/.server/services/backoffice/partners";
import { Banner } from "~/components/Banner";
import { Button } from "~/components/Button";
import { ErrorSummary, errorTitle } from "~/components/ErrorSummary";
import { DataTable, type Column } from "~/components/list/DataTable";
import { ListPage } from "~/components/list/ListPage";
import { PageHeading } from "~/components/PageHeading";
import { TextField } from "~/components/TextField";
import { VisuallyHidden } from "~/components/VisuallyHidden";
import { requiredText, maxLength } from "~/domain/validation/fields";
import { t } from "~/i18n";
import { formatViewDate, formatViewDateTime } from "~/i18n/format";
import { useReplyForm } from "~/reply-form";
import type { Route } from "./+types/index";
import styles from "./partners.module.css";
import { withErrorPages } from "~/.server/service-errors";

const createSchema = z.object({ name: requiredText(maxLength(100)) });

/** /backoffice/partners: the partners' API keys, and a form to create one (admins only). */
export const loader = withErrorPages(async function loader(args: Route.LoaderArgs) {
  const { db, actor } = requestOf(args, "staff");
  const keys = await listPartnerKeys(db, actor);
  return {
    keys: keys.map((key) => ({
      id: key.id,
      name: key.name,
      prefix: key.prefix,
      created: formatViewDateTime(key.createdAt),
      createdBy: key.createdBy ?? t("backoffice.partners.unknownAdmin"),
      lastUsed: key.lastUsedAt ? formatViewDateTime(key.lastUsedAt) : t("backoffice.partners.never"),
      revoked: key.revokedAt ? formatViewDate(key.revokedAt) : null,
    })),
  };
});

/** Creates a key; the answer page shows the clear key this one time (it is stored nowhere). */
export const action = withErrorPages(async function action(args: Route.ActionArgs) {
  const { db, actor, ip } = requestOf(args, "staff");
  const { submission } = await parseForm(args.request, createSchema);
  if (submission.status !== "success") return invalid(submission);
  const created = await createPartnerKey(db, actor, submission.value, { ip });
  return data({ created: { name: created.name, key: created.key } });
});

type PartnerKey = Route.ComponentProps["loaderData"]["keys"][number];

const keyColumns = (): Column<PartnerKey>[] => [
  { header: t("backoffice.partners.col.name"), cell: (key) => key.name },
  { header: t("backoffice.partners.col.prefix"), cell: (key) => <code>{key.prefix}…</code> },
  { header: t("backoffice.partners.col.created"), cell: (key) => key.created },
  { header: t("backoffice.partners.col.createdBy"), cell: (key) => key.createdBy },
  { header: t("backoffice.partners.col.lastUsed"), cell: (key) => key.lastUsed },
  {
    header: t("backoffice.partners.col.status"),
    cell: (key) =>
      key.revoked
        ? t("backoffice.partners.revokedAt", { date: key.revoked })
        : t("backoffice.partners.active"),
  },
  {
    header: t("backoffice.partners.col.actions"),
    cell: (key) =>
      key.revoked ? null : (
        <Link to={href("/backoffice/partners/:id/revoke", { id: key.id })}>
          {t("backoffice.partners.revoke")}
          <VisuallyHidden>
            {" "}
            {t("backoffice.partners.revokeContext", { name: key.name, prefix: key.prefix })}
          </VisuallyHidden>
        </Link>
      ),
  },
];

export default function Partners({ loaderData, actionData }: Route.ComponentProps) {
  const created = actionData && "created" in actionData ? actionData.created : null;
  const lastResult = actionData && !("created" in actionData) ? actionData : null;
  const form = useReplyForm(lastResult);
  const title = t("shell.title", { page: t("backoffice.partners.title") });
  if (created) {
    return (
      <>
        <title>{title}</title>
        <PageHeading>{t("backoffice.partners.created.title", { name: created.name })}</PageHeading>
        <Banner variant="warning" title={t("backoffice.partners.created.once")} />
        <h2 className={styles.keyLabel}>{t("backoffice.partners.created.key")}</h2>
        <p>
          <code className={styles.key} data-testid="created-key">
            {created.key}
          </code>
        </p>
        <p>
          <Link to={href("/backoffice/partners")}>{t("backoffice.partners.created.back")}</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <title>{errorTitle(title, form.status === "error")}</title>
      <ListPage
        title={t("backoffice.partners.title")}
        lead={<p>{t("backoffice.partners.lead")}</p>}
        actions={
          <p>
            <a href="/api/v1/openapi.json">{t("backoffice.partners.docs")}</a>
          </p>
        }
        table={
          <DataTable
            label={t("backoffice.partners.list.scroll")}
            caption={t("backoffice.partners.list.caption")}
            minWidth="44rem"
            columns={keyColumns()}
            rows={loaderData.keys}
            rowKey={(key) => key.id}
            empty={t("backoffice.partners.list.empty")}
          />
        }
      >
        <section aria-labelledby="create-key">
          <h2 id="create-key">{t("backoffice.partners.create.title")}</h2>
          <Form method="post" {...form.props}>
            <ErrorSummary form={form} focusKey={lastResult} />
            <TextField
              field={form.field("name")}
              label={t("backoffice.partners.create.name")}
              hint={t("backoffice.partners.create.nameHint")}
              autoComplete="off"
              required
            />
            <Button type="submit">{t("backoffice.partners.create.submit")}</Button>
          </Form>
        </section>
      </ListPage>
    </>
  );
}
