/** The building blocks of the pages in Leichte Sprache (decision 0106): sentences, sections, word boxes. */
import type { ReactNode } from "react";
import { Link, href } from "react-router";
import { PageHeading } from "~/components/PageHeading";
import { sentencesOf } from "~/domain/easy-language/rules";
import { t, type MessageKey } from "~/i18n";
import type { EasySection, EasyWordId } from "./topics";
import styles from "./easy.module.css";

/** A message in Leichte Sprache: each sentence its own line. */
export function EasyText({ text }: { text: string }) {
  return (
    <>
      {sentencesOf(text).map((sentence, index) => (
        <p key={index}>{sentence}</p>
      ))}
    </>
  );
}

/** A hard word and what it means, beside the sentences that use it. */
function EasyWord({ id }: { id: EasyWordId }) {
  const word = t(`easy.word.${id}` as MessageKey);
  return (
    <aside className={styles.word} aria-label={t("easy.wordLabel", { word })}>
      <p className={styles.wordTerm}>{t("easy.wordLabel", { word })}</p>
      <EasyText text={t(`easy.word.${id}.text` as MessageKey)} />
    </aside>
  );
}

export function EasySections({ sections }: { sections: readonly EasySection[] }) {
  return sections.map((section, index) => (
    <section key={section.heading} aria-labelledby={`easy-${index}`} className={styles.section}>
      <h2 id={`easy-${index}`}>{t(section.heading)}</h2>
      <EasyText text={t(section.text, section.values)} />
      {(section.words ?? []).map((id) => (
        <EasyWord key={id} id={id} />
      ))}
    </section>
  ));
}

/** The frame of every page in Leichte Sprache: the kicker, the heading, and the way back. */
export function EasyPage({
  title,
  children,
  start = false,
}: {
  title: string;
  children: ReactNode;
  start?: boolean;
}) {
  return (
    <article className={styles.page} lang="de">
      <PageHeading kicker={t("easy.kicker")}>{title}</PageHeading>
      {children}
      <p className={styles.back}>
        {start ? null : <Link to={href("/leichte-sprache")}>{t("easy.back")}</Link>}
        <Link to={href("/")}>{t("easy.toPortal")}</Link>
      </p>
    </article>
  );
}
