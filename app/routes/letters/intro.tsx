import { Form, redirect, href } from "react-router";
import { Button, ButtonGroup, ButtonLink } from "~/components/Button";
import { createLetter } from "~/.server/services/letters";
import { readProvision, readVersion } from "~/.server/services/provisions";
import { readIntent } from "~/.server/intent";
import { withErrorPages } from "~/.server/service-errors";
import { LETTER_PRICE, LETTERS_CREATE_PATH } from "~/domain/letters";
import { formatCents } from "~/i18n/currency";
import { t } from "~/i18n";
import { pageDescription } from "~/meta";
import { requestOf } from "~/.server/route-request";
import { lettersSession } from "./letters.server";
import { LetterPageHeading } from "./page";
import styles from "./letters.module.css";
import type { Route } from "./+types/intro";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/letters"));

/** The introduction: price tag, Start (creates a letter, goes to create) and Later. */
export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { actor, db, ip } = requestOf({ request, context }, "signedIn");
  const provision = await readProvision(db, actor, { ip });
  return { version: provision.version, price: LETTER_PRICE };
});

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const { actor, db, ip } = requestOf({ request, context }, "signedIn");
  const { form } = await readIntent(request, ["start"] as const);
  const id = await createLetter(db, actor, { expectedVersion: readVersion(form), ip });
  await lettersSession(context).remember(id);
  return redirect(LETTERS_CREATE_PATH);
});

export const meta = () => pageDescription("letters.intro.description");

export default function LettersIntro({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <LetterPageHeading title={t("letters.intro.title")} kicker={t("letters.list.title")} />
      <p>{t("letters.intro.text")}</p>
      <p>
        {t("letters.intro.priceLabel")}:{" "}
        <strong className={styles.price}>
          {t("letters.intro.price", { price: formatCents(loaderData.price) })}
        </strong>
      </p>
      <p>{t("letters.price.when")}</p>
      <Form method="post">
        <input type="hidden" name="version" value={loaderData.version} />
        <ButtonGroup>
          <Button type="submit" name="intent" value="start">
            {t("letters.intro.start")}
          </Button>
          <ButtonLink to={href("/overview")} variant="secondary">
            {t("letters.intro.later")}
          </ButtonLink>
        </ButtonGroup>
      </Form>
    </>
  );
}
