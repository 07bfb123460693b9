import { data } from "react-router";
import { withErrorPages } from "~/.server/service-errors";
import { t } from "~/i18n";
import { pageTitle } from "~/meta";
import type { Route } from "./+types/leichte-sprache.$topic";
import { EasyPage, EasySections } from "./easy-page";
import { EASY_TOPICS, isEasyTopic } from "./topics";

/** /leichte-sprache/:topic: Bestattungs-Vorsorge, the costs, what happens after one's death. */
export const loader = withErrorPages(async ({ params }: Route.LoaderArgs) => {
  if (!isEasyTopic(params.topic)) throw data(null, { status: 404 });
  return { topic: params.topic };
});

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageTitle(t("shell.notFound.title"));
  const title = t(EASY_TOPICS[loaderData.topic].title);
  return pageTitle(title, false, { text: title });
}

export default function EasyTopicPage({ loaderData }: Route.ComponentProps) {
  const topic = EASY_TOPICS[loaderData.topic];
  return (
    <EasyPage title={t(topic.title)}>
      <EasySections sections={topic.sections} />
    </EasyPage>
  );
}
