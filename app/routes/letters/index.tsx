import { Link, redirect, href } from "react-router";
import { ChangeForm, ChangeLink, useReadOnly } from "~/components/ReadOnly";
import { Banner } from "~/components/Banner";
import { Button } from "~/components/Button";
import { WayOut } from "~/components/WayOut";
import { createLetter, listLetterPage } from "~/.server/services/letters";
import { featureRefusalOf } from "~/.server/services/features";
import { readVersion } from "~/.server/services/provisions";
import { badRequest, readIntent } from "~/.server/intent";
import { withErrorPages } from "~/.server/service-errors";
import {
  LETTER_PARTS,
  LETTER_PRICE,
  LETTERS_CREATE_PATH,
  letterPageHref,
  letterPagination,
  letterProgress,
  letterStatus,
  parseLetterPage,
  type LetterPagination,
} from "~/domain/letters";
import { formatCents } from "~/i18n/currency";
import { AFTER_FUNERAL_DAYS } from "~/domain/letters/dispatch";
import { t } from "~/i18n";
import { pageDescription } from "~/meta";
import { requestOf } from "~/.server/route-request";
import { lettersSession } from "./letters.server";
import { LetterPageHeading } from "./page";
import { recipientName } from "./summary";
import styles from "./letters.module.css";
import type { Route } from "./+types/index";
import { shownReadOnly } from "~/domain/after-death/read-only";

export const handle = shownReadOnly;

export const INTRO_PATH = href("/overview/letters/intro");

/**
 * The letters: one tile per letter and a new-letter tile, 12 tiles a page (decision 0023);
 * without letters the intro. A `seite` that is no page of the list is 404.
 */
export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { actor, db, ip, runtime } = requestOf({ request, context }, "signedIn");
  const requested = parseLetterPage(new URL(request.url).searchParams.get("seite"));
  if (requested === null) return badRequest(t("letters.list.noSuchPage"), 404);
  const { provision, tiles, total } = await listLetterPage(db, actor, requested, { ip });
  // A frozen provision (decision 0063) without letters shows the empty list: the intro would only lead back here.
  if (total === null && requested === 1 && !provision.frozenAt) throw redirect(INTRO_PATH);
  const pagination = letterPagination(total ?? 0, requested);
  if (!pagination) return badRequest(t("letters.list.noSuchPage"), 404);
  return {
    version: provision.version,
    /** Why letter PDFs are not offered (decision 0032: confirm the e-mail first), or null. */
    pdfRefusal: featureRefusalOf(provision, "letterPdf", runtime.clock.now(), actor),
    price: LETTER_PRICE,
    pagination,
    // Only what a tile shows goes into the page's data.
    letters: tiles.map((tile) => ({
      id: tile.id,
      name: tile.recipient ? recipientName(tile, "accusative") : null,
      hasContent: tile.content,
      status: letterStatus(tile),
      progress: letterProgress(tile),
    })),
  };
});

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const { actor, db, ip } = requestOf({ request, context }, "signedIn");
  const { form } = await readIntent(request, ["new"] as const);
  const id = await createLetter(db, actor, { expectedVersion: readVersion(form), ip });
  await lettersSession(context).remember(id);
  return redirect(LETTERS_CREATE_PATH);
});

export const meta = () => pageDescription("letters.list.description");

type LetterTileData = Route.ComponentProps["loaderData"]["letters"][number];

/** A letter's tile: links only (no form), so that a page of tiles stays light. */
function LetterTile({ letter, pdf }: { letter: LetterTileData; pdf: boolean }) {
  const title = letter.name ? t("letters.tile.to", { name: letter.name }) : t("letters.tile.untitled");
  const named = <span className="visually-hidden">{`: ${title}`}</span>;
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
      {/* Plain links: the open route redirects and the PDF is a file, so neither is a client navigation. */}
      <p className={styles.actions}>
        <ChangeLink to={href("/overview/letters/:letterId/open", { letterId: letter.id })} reloadDocument>
          {t("letters.tile.edit")}
          {named}
        </ChangeLink>
        {letter.hasContent && pdf ? (
          <a href={href("/overview/letters/:letterId/pdf", { letterId: letter.id })}>
            {t("letters.tile.pdf")}
            {named}
          </a>
        ) : null}
      </p>
    </article>
  );
}

/** "Seite 2 von 5" with links to the previous, the next and nearby pages; real links, so no JavaScript is needed. */
function Pagination({ pagination }: { pagination: LetterPagination }) {
  const { page, pages, previous, next, links } = pagination;
  return (
    <nav className={styles.pagination} aria-label={t("letters.list.pages")}>
      <p>{t("letters.list.pageOf", { page, pages })}</p>
      <ul>
        {previous ? (
          <li>
            <Link to={letterPageHref(previous)} rel="prev" className={styles.previous}>
              {t("letters.list.previous")}
            </Link>
          </li>
        ) : null}
        {links.map((link, index) =>
          link === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link}>
              <Link to={letterPageHref(link)} aria-current={link === page ? "page" : undefined}>
                <span className="visually-hidden">{t("letters.list.page")} </span>
                {link}
              </Link>
            </li>
          ),
        )}
        {next ? (
          <li>
            <Link to={letterPageHref(next)} rel="next" className={styles.next}>
              {t("letters.list.next")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

export default function Letters({ loaderData }: Route.ComponentProps) {
  const { letters, version, price, pagination, pdfRefusal } = loaderData;
  // Staff on a frozen provision (decision 0063): no tile for a new letter.
  const readOnly = useReadOnly();
  return (
    <>
      <LetterPageHeading title={t("letters.list.title")} lead={<p>{t("letters.list.lead")}</p>} />
      <p>{t("afterDeath.beforehand.letters", { days: AFTER_FUNERAL_DAYS })}</p>
      {pdfRefusal ? (
        <Banner variant="warning" title={t("letters.pdf.refused.title")}>
          <p>{t("letters.pdf.refused.text")}</p>
          <WayOut kind={pdfRefusal} />
        </Banner>
      ) : null}
      <ul className={styles.grid} aria-label={t("letters.list.label")}>
        {letters.map((letter) => (
          <li key={letter.id}>
            <LetterTile letter={letter} pdf={pdfRefusal === null} />
          </li>
        ))}
        {pagination.page === 1 && !readOnly ? (
          <li>
            <article className={`${styles.tile} ${styles.newTile}`}>
              <h2>{t("letters.tile.new.title")}</h2>
              <p>{t("letters.tile.new.text", { price: formatCents(price) })}</p>
              <ChangeForm>
                <input type="hidden" name="version" value={version} />
                <Button type="submit" name="intent" value="new">
                  {t("letters.tile.new.button")}
                </Button>
              </ChangeForm>
            </article>
          </li>
        ) : null}
      </ul>
      {pagination.pages > 1 ? <Pagination pagination={pagination} /> : null}
      <p>
        <Link to={href("/overview")}>{t("letters.list.back")}</Link>
      </p>
    </>
  );
}
