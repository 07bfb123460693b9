import { data, Form } from "react-router";
import { Button } from "~/components/Button";
import { errorsFromForm, type SummaryError } from "~/components/ErrorSummary";
import { RadioGroup } from "~/components/RadioGroup";
import { TextField } from "~/components/TextField";
import { useHydrated } from "~/components/useHydrated";
import { WizardPage } from "~/components/WizardPage";
import { requestOf } from "~/.server/route-request";
import { onServiceError, withErrorPages } from "~/.server/service-errors";
import { invalid, parseForm } from "~/.server/forms";
import { findPlace, searchPlaces } from "~/.server/services/registration/places";
import { registrationPlaceChoiceSchema } from "~/domain/registration";
import { PLACE_QUERY_MAX_LENGTH, placeChoiceValue, type PlaceChoice } from "~/domain/registration/steps";
import { registrationPlaceSchema } from "~/domain/validation";
import { t } from "~/i18n";
import { requireStep, saveStep } from "./draft.server";
import { PlaceCombobox } from "./place-combobox";
import { stepError } from "./reply.server";
import { useReplyForm } from "~/reply-form";
import { NextButton, registrationPage } from "./step-page";
import styles from "./register.module.css";
import type { Route } from "./+types/place";

const QUERY_ID = "place-query";

/** Without JavaScript the place is found by a GET search (?q=) and chosen from a list of radio buttons. */
export const loader = withErrorPages(async function loader({ request, context }: Route.LoaderArgs) {
  const draft = await requireStep(context, "place", request);
  const current = registrationPlaceSchema.safeParse(draft.place).data?.place;
  const params = new URL(request.url).searchParams;
  const query = (params.get("q") ?? "").trim();
  const searched = params.has("q");
  const queryError = searched && (query.length < 2 || query.length > PLACE_QUERY_MAX_LENGTH);
  let places: PlaceChoice[] = [];
  let tooMany = false;
  if (searched && !queryError) {
    const { db, ip, runtime } = requestOf({ context });
    places = await onServiceError(
      () => searchPlaces(db, { query, ip, now: runtime.clock.now() }),
      ["LimitExceededException"],
      () => {
        tooMany = true;
        return [];
      },
    );
  }
  const result = {
    current,
    query: query.slice(0, PLACE_QUERY_MAX_LENGTH),
    searched,
    places,
    queryError,
    tooMany,
  };
  if (queryError) return data(result, { status: 400 });
  return tooMany ? data(result, { status: 429 }) : result;
});

export const action = withErrorPages(async function action({ request, context }: Route.ActionArgs) {
  const draft = await requireStep(context, "place", request);
  const { submission } = await parseForm(request, registrationPlaceChoiceSchema);
  if (submission.status !== "success") return invalid(submission);
  const place = await findPlace(requestOf({ context }).db, submission.value.place);
  if (!place) return stepError(submission, { fieldErrors: { place: [t("register.place.unknown")] } });
  return saveStep(context, draft, "place", { place: { code: place.code, city: place.city } });
});

export default function PlaceStep({ loaderData, actionData }: Route.ComponentProps) {
  const { current, query, searched, places, queryError, tooMany } = loaderData;
  const hydrated = useHydrated();
  const form = useReplyForm(actionData, {
    place: current ? placeChoiceValue(current) : undefined,
  });
  // The list offers the places found, and the place chosen before (so "Weiter" keeps it).
  const choices: PlaceChoice[] = [...places];
  if (current && !places.some((p) => placeChoiceValue(p) === placeChoiceValue(current)))
    choices.unshift(current);
  const queryMessage = queryError
    ? t("register.place.tooShort")
    : tooMany
      ? t("register.place.tooMany")
      : undefined;
  const summary: SummaryError[] = [
    ...(queryMessage && !hydrated ? [{ fieldId: QUERY_ID, message: queryMessage }] : []),
    ...errorsFromForm(form),
  ];

  return (
    <WizardPage
      {...registrationPage("place")}
      title={t("register.place.title")}
      lead={<p>{t("register.place.lead")}</p>}
      hasErrors={summary.length > 0}
      summary={{ errors: summary, focusKey: actionData ?? query }}
      // Two forms without JavaScript (search, choice): each ends with its own "Weiter".
      footer={null}
    >
      {hydrated ? (
        <Form method="post" {...form.props}>
          <PlaceCombobox field={form.field("place")} initial={current} query={query} />
          <div className={styles.actions}>
            <NextButton />
          </div>
        </Form>
      ) : (
        <>
          <form method="get" className={styles.search}>
            <TextField
              name="q"
              id={QUERY_ID}
              type="search"
              label={t("register.place.query")}
              hint={t("register.place.queryHint")}
              defaultValue={query}
              errors={queryMessage ? [queryMessage] : undefined}
              autoComplete="off"
              spellCheck={false}
            />
            <Button type="submit" variant="secondary">
              {t("register.place.search")}
            </Button>
          </form>
          {searched && !queryMessage && places.length === 0 ? (
            <p role="status">{t("register.place.none", { query })}</p>
          ) : null}
          {choices.length > 0 ? (
            <Form method="post" {...form.props}>
              <RadioGroup
                field={form.field("place")}
                legend={t("register.place.choose")}
                options={choices.map((place) => ({
                  value: placeChoiceValue(place),
                  label: placeChoiceValue(place),
                }))}
                required
              />
              <div className={styles.actions}>
                <NextButton />
              </div>
            </Form>
          ) : null}
        </>
      )}
    </WizardPage>
  );
}
