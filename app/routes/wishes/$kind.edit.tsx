import { Form, href } from "react-router";
import { BackLink } from "~/components/BackLink";
import { SaveOrCancel } from "~/components/SaveButton";
import { Checkbox } from "~/components/Checkbox";
import { ErrorSummary, errorTitle } from "~/components/ErrorSummary";
import { PageHeading } from "~/components/PageHeading";
import { invalid, orFormError, parseForm, reply } from "~/.server/forms";
import { withErrorPages } from "~/.server/service-errors";
import { readVersion } from "~/.server/services/provisions";
import { hasConsent, readWishes, saveWish } from "~/.server/services/wishes";
import { redirectWithToast } from "~/.server/toast";
import { data } from "react-router";
import { wishEditSchema } from "~/domain/validation/wishes";
import { wishKindOfSlug, wishOf, type WishKind } from "~/domain/wishes";
import { t } from "~/i18n";
import { useReplyForm } from "~/reply-form";
import { notFound } from "~/.server/intent";
import { requestOf } from "~/.server/route-request";
import { ConsentExplanation, WishFields } from "./ui";
import type { Route } from "./+types/$kind.edit";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/wishes"));

function kindOf(params: { kind?: string }): WishKind {
  return wishKindOfSlug(params.kind) ?? notFound();
}

/** /overview/wishes/:kind/edit: one card's text and decision; the consent first if none is on record. */
export const loader = withErrorPages(async ({ request, context, params }: Route.LoaderArgs) => {
  const kind = kindOf(params);
  const { db, actor, ip } = requestOf({ request, context }, "signedIn");
  const provision = await readWishes(db, actor, { ip });
  const wish = wishOf(provision, kind);
  return {
    kind,
    consented: hasConsent(provision),
    prefill: { text: wish.text ?? undefined, leftToSurvivors: wish.leftToSurvivors ? "on" : undefined },
    version: provision.version,
  };
});

export const action = withErrorPages(async ({ request, context, params }: Route.ActionArgs) => {
  const kind = kindOf(params);
  const { db, actor, ip, session, runtime } = requestOf({ request, context }, "signedIn");
  const { formData, submission } = await parseForm(request, wishEditSchema);
  if (submission.status !== "success") return invalid(submission);
  const { text, leftToSurvivors, consent } = submission.value;
  const provision = await readWishes(db, actor, { ip });
  if (text && !consent && !hasConsent(provision)) {
    return data(reply(submission, { fieldErrors: { consent: [t("wishes.consent.required")] } }), {
      status: 400,
    });
  }
  const saved = await orFormError(submission, () =>
    saveWish(
      db,
      actor,
      { kind, answer: { text, leftToSurvivors, consent } },
      { expectedVersion: readVersion(formData), ip, now: runtime.clock.now() },
    ),
  );
  if (!saved.ok) return saved.reply;
  return redirectWithToast(href("/overview/wishes"), session, {
    kind: "success",
    message: t("wishes.wishSaved"),
  });
});

export default function EditWish({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, consented, prefill, version } = loaderData;
  const form = useReplyForm(actionData, prefill);
  const title = t("wishes.edit.title", { card: t(`wishes.card.${kind}`) });
  return (
    <>
      <title>{errorTitle(t("shell.title", { page: title }), Boolean(actionData))}</title>
      <BackLink to={href("/overview/wishes")}>{t("wishes.back")}</BackLink>
      <PageHeading kicker={t("wishes.kicker")}>{title}</PageHeading>
      <Form method="post" {...form.props}>
        <ErrorSummary
          form={form}
          focusKey={actionData}
          labels={{
            text: t(`wishes.question.${kind}`),
            leftToSurvivors: t("wishes.field.leftToSurvivors"),
            consent: t("wishes.consent.title"),
          }}
        />
        <input type="hidden" name="version" value={version} />
        <WishFields kind={kind} text={form.field("text")} leftToSurvivors={form.field("leftToSurvivors")} />
        {consented ? null : (
          <section aria-labelledby="wish-consent">
            <h2 id="wish-consent">{t("wishes.consent.title")}</h2>
            <ConsentExplanation />
            <Checkbox field={form.field("consent")} label={t("wishes.consent.label")} />
          </section>
        )}
        <SaveOrCancel
          save={t("wishes.edit.save")}
          cancel={t("wishes.edit.cancel")}
          to={href("/overview/wishes")}
        />
      </Form>
    </>
  );
}
