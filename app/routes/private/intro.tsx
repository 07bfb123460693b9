import { Form, redirect, href } from "react-router";
import { z } from "zod";
import { Button, ButtonGroup } from "~/components/Button";
import { PageHeading } from "~/components/PageHeading";
import { requestOf } from "~/.server/route-request";
import { resendOwnConfirmation } from "~/.server/services/account";
import { readIntent } from "~/.server/intent";
import { withErrorPages } from "~/.server/service-errors";
import { loadIntros, skipIntro } from "~/.server/services/overview";
import { pageUrl } from "~/.server/http/url";
import type { AppSession } from "~/.server/session";
import { redirectWithToast } from "~/.server/toast";
import type { Intro } from "~/domain/overview";
import { safeRedirectPath } from "~/domain/safe-redirect";
import { t } from "~/i18n";
import type { Route } from "./+types/intro";
import { shownReadOnly } from "~/domain/after-death/read-only";

export const handle = shownReadOnly;

function finish(session: AppSession, to: string) {
  session.unset("showIntro");
  session.unset("skippedIntros");
  return redirect(to);
}

/** The intro screens after sign-in, one at a time, each skippable; the counter counts up. */
export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { db, runtime, actor, session } = requestOf({ request, context }, "signedIn");
  const target = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), href("/overview"));
  if (!session.get("showIntro")) return redirect(target);
  const dismissed = session.get("skippedIntros") ?? [];
  const { provision, intros } = await loadIntros(db, actor, {
    content: runtime.content,
    sessionSkipped: dismissed,
    now: runtime.clock.now(),
  });
  const intro = intros[0];
  if (!intro || !provision) throw finish(session, target);
  return {
    intro,
    current: dismissed.length + 1,
    total: dismissed.length + intros.length,
    email: provision.userEmail,
    salutation: provision.salutation ?? "other",
    lastname: provision.lastname ?? "",
  };
});

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const { db, runtime, config, actor, session, ip } = requestOf({ request, context }, "signedIn");
  const target = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), href("/overview"));
  const submitted = await readIntent(request, {
    go: z.object({ to: z.string().optional() }),
    resend: z.object({}),
    skip: z.object({ id: z.string().min(1).max(100) }),
  });
  switch (submitted.intent) {
    case "go":
      return finish(session, safeRedirectPath(submitted.input.to, target));
    case "resend": {
      const toast = await resendOwnConfirmation(db, actor, { ip, config, now: runtime.clock.now() });
      return redirectWithToast(pageUrl(request), session, toast);
    }
    case "skip": {
      const dismissed = session.get("skippedIntros") ?? [];
      const { id } = submitted.input;
      if (
        await skipIntro(
          db,
          actor,
          { id },
          { content: runtime.content, sessionSkipped: dismissed, now: runtime.clock.now() },
        )
      ) {
        session.set("skippedIntros", [...dismissed, id].slice(-20));
      }
      return redirect(pageUrl(request));
    }
  }
});

/**
 * The intro's main button and "Überspringen": by default it leaves the intros for `to`; `resend` sends the
 * confirmation mail again.
 */
function GoOrSkip({ to, label, intent = "go" }: { to?: string; label: string; intent?: "go" | "resend" }) {
  return (
    <>
      {to ? <input type="hidden" name="to" value={to} /> : null}
      <ButtonGroup>
        <Button type="submit" name="intent" value={intent}>
          {label}
        </Button>
        <Button type="submit" name="intent" value="skip" variant="secondary">
          {t("auth.intro.skip")}
        </Button>
      </ButtonGroup>
    </>
  );
}

function IntroContent({
  intro,
  email,
  salutation,
  lastname,
}: { intro: Intro } & Omit<Route.ComponentProps["loaderData"], "intro" | "current" | "total">) {
  switch (intro.kind) {
    case "confirm":
      return (
        <>
          <PageHeading lead={<p>{t("auth.intro.confirm.text", { email })}</p>}>
            {t("auth.intro.confirm.title")}
          </PageHeading>
          <GoOrSkip intent="resend" label={t("auth.intro.confirm.resend")} />
        </>
      );
    case "welcome":
      return (
        <>
          <PageHeading lead={<p>{t("auth.intro.welcome.text")}</p>}>
            {t("auth.intro.welcome.title", { salutation, lastname })}
          </PageHeading>
          <Button type="submit" name="intent" value="skip">
            {t("auth.intro.next")}
          </Button>
        </>
      );
    case "documents":
      return (
        <>
          <PageHeading lead={<p>{t("auth.intro.documents.text")}</p>}>
            {t("auth.intro.documents.title")}
          </PageHeading>
          <GoOrSkip to={href("/profile")} label={t("auth.intro.documents.button")} />
        </>
      );
    case "tile":
      return (
        <>
          <PageHeading lead={<p>{intro.tile.introDescription}</p>}>{intro.tile.introHeadline}</PageHeading>
          <GoOrSkip
            to={intro.tile.buttonLink ?? href("/overview")}
            label={intro.tile.introButton ?? intro.tile.buttonText}
          />
        </>
      );
  }
}

export default function IntroPage({ loaderData }: Route.ComponentProps) {
  const { intro, current, total, ...rest } = loaderData;
  return (
    <Form method="post" key={intro.id}>
      <title>{t("shell.title", { page: t("auth.intro.counter", { current, total }) })}</title>
      <input type="hidden" name="id" value={intro.id} />
      <p>{t("auth.intro.counter", { current, total })}</p>
      <IntroContent intro={intro} {...rest} />
    </Form>
  );
}
