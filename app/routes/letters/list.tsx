import { Form, Link, redirect } from "react-router";
import { z } from "zod";
import { Button } from "~/components/Button";
import { createLetter, findLetter, listLetters } from "~/.server/services/letters";
import { readVersion } from "~/.server/services/provisions";
import { badRequest, readIntent, withErrorPages } from "~/.server/intent";
import {
  LETTER_PARTS,
  LETTER_PRICE,
  LETTERS_CREATE_PATH,
  letterProgress,
  letterStatus,
} from "~/domain/letters";
import { formatCents } from "~/i18n/format";
import { t } from "~/i18n";
import { pageDescription } from "~/meta";
import { LETTERS_EDIT_PATH, lettersRequest, lettersSession } from "./letters.server";
import { LetterPageHeading } from "./page";
import { recipientName, type LetterSummaryData } from "./summary";
import styles from "./letters.module.css";
import type { Route } from "./+types/list";

export const INTRO_PATH = "/overview/letters/intro";

/** The letters (spec 000 §2): one tile per letter and a new-letter tile; without letters the intro. */
export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { actor, db, ip } = lettersRequest(context, request);
  const { provision, letters } = await listLetters(db, actor, { ip });
  if (letters.length === 0) throw redirect(INTRO_PATH);
  return {
    version: provision.version,
    price: LETTER_PRICE,
    letters: letters.map((letter) => ({
      id: letter.id,
      // Only what a tile shows goes into the page's data (50 letters: keep the payload small).
      name: letter.recipient
        ? recipientName(letter.recipient as NonNullable<LetterSummaryData["recipient"]>)
        : null,
      hasContent: letter.content !== null,
      status: letterStatus(letter),
      progress: letterProgress(letter),
    })),
  };
});

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const { actor, db, ip } = lettersRequest(context, request);
  const submitted = await readIntent(request, {
    new: z.object({}),
    open: z.object({ letterId: z.string().max(100) }),
  });
  const session = lettersSession(context);
  if (submitted.intent === "new") {
    const id = await createLetter(db, actor, { expectedVersion: readVersion(submitted.form), ip });
    await session.remember(id);
    return redirect(LETTERS_CREATE_PATH);
  }
  const { letter } = await findLetter(db, actor, submitted.input.letterId, { ip });
  // A letter of another customer, or one that no longer exists: not found, nothing stored.
  if (!letter) return badRequest(t("error.http.404"), 404);
  await session.remember(letter.id);
  return redirect(LETTERS_EDIT_PATH);
});

export const meta = () => pageDescription("letters.list.description");

type LetterTileData = Route.ComponentProps["loaderData"]["letters"][number];

function LetterTile({ letter }: { letter: LetterTileData }) {
  const title = letter.name ? t("letters.tile.to", { name: letter.name }) : t("letters.tile.untitled");
  return (
    <article className={styles.tile}>
      <h2>{title}</h2>
      <p className={styles.badge}>{t(`letters.tile.status.${letter.status}`)}</p>
      <p id={`progress-${letter.id}`}>
        {t("letters.tile.progress", { done: letter.progress, total: LETTER_PARTS.length })}
      </p>
      <progress
        className={styles.progress}
        max={LETTER_PARTS.length}
        value={letter.progress}
        aria-labelledby={`progress-${letter.id}`}
      />
      <div className={styles.actions}>
        <Form method="post">
          <input type="hidden" name="letterId" value={letter.id} />
          <Button type="submit" name="intent" value="open" variant="secondary">
            {t("letters.tile.edit")}
            <span className="visually-hidden">{`: ${title}`}</span>
          </Button>
        </Form>
        {letter.hasContent ? (
          <p>
            <Link to={`/overview/letters/${letter.id}/pdf`} reloadDocument>
              {t("letters.tile.pdf")}
              <span className="visually-hidden">{`: ${title}`}</span>
            </Link>
          </p>
        ) : null}
      </div>
    </article>
  );
}

export default function Letters({ loaderData }: Route.ComponentProps) {
  const { letters, version, price } = loaderData;
  return (
    <>
      <LetterPageHeading title={t("letters.list.title")} lead={<p>{t("letters.list.lead")}</p>} />
      <ul className={styles.grid} aria-label={t("letters.list.label")}>
        {letters.map((letter) => (
          <li key={letter.id}>
            <LetterTile letter={letter} />
          </li>
        ))}
        <li>
          <article className={`${styles.tile} ${styles.newTile}`}>
            <h2>{t("letters.tile.new.title")}</h2>
            <p>{t("letters.tile.new.text", { price: formatCents(price) })}</p>
            <Form method="post">
              <input type="hidden" name="version" value={version} />
              <Button type="submit" name="intent" value="new">
                {t("letters.tile.new.button")}
              </Button>
            </Form>
          </article>
        </li>
      </ul>
      <p>
        <Link to="/overview">{t("letters.list.back")}</Link>
      </p>
    </>
  );
}
