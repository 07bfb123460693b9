import { data } from "react-router";
import { PageHeading } from "~/components/PageHeading";
import { requestOf } from "~/.server/route-request";
import { isLegalSlug, legalPage, type LegalSlug } from "~/.server/content/legal";
import { pagePath } from "~/.server/http/url";
import { t, type MessageKey } from "~/i18n";
import { pageTitle } from "~/meta";
import type { Route } from "./+types/page";
import styles from "./legal.module.css";
import { withErrorPages } from "~/.server/service-errors";

const DESCRIPTIONS: Record<LegalSlug, MessageKey> = {
  impressum: "legal.impressum.description",
  datenschutz: "legal.datenschutz.description",
  agb: "legal.agb.description",
};

/** A table of contents from this many sections on. */
const TOC_MIN_SECTIONS = 5;

/**
 * /impressum, /datenschutz, /agb: Markdown from the content port, rendered on the server with the
 * operator's data (see app/.server/content/legal.ts). Open to everyone, signed in or not.
 */
export const loader = withErrorPages(async function loader({ request, context }: Route.LoaderArgs) {
  const slug = pagePath(request).path.replace(/^\/|\/$/g, "");
  if (!isLegalSlug(slug)) throw data(null, { status: 404 });
  const { runtime, config } = requestOf({ context });
  const page = await legalPage(runtime.content, config, slug);
  if (!page) throw data(null, { status: 404 });
  // Without cookies every visitor sees the same page, so shared caches may keep it for a while;
  // with cookies the shell (header, banner) is personal.
  const cacheControl = request.headers.has("Cookie") ? "private, no-cache" : "public, max-age=300";
  return data(
    {
      title: page.title,
      description: t(DESCRIPTIONS[slug]),
      html: page.html,
      toc: page.toc.length >= TOC_MIN_SECTIONS ? page.toc : [],
    },
    { headers: { "Cache-Control": cacheControl, Vary: "Cookie" } },
  );
});

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageTitle(t("shell.notFound.title"));
  return pageTitle(loaderData.title, false, { text: loaderData.description });
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { title, html, toc } = loaderData;
  return (
    <article className={styles.page}>
      <PageHeading>{title}</PageHeading>
      {toc.length > 0 ? (
        <nav className={styles.toc} aria-labelledby="legal-toc-heading">
          <h2 id="legal-toc-heading">{t("legal.toc")}</h2>
          <ol>
            {toc.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`}>{entry.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {/* Our own Markdown, rendered on the server; raw HTML in it is escaped and configured values are escaped. */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
