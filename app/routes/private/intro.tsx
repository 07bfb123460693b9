import { data, Form, redirect } from "react-router";
import { Button, ButtonGroup } from "~/components/Button";
import { PageHeading } from "~/components/PageHeading";
import { requireActor } from "~/.server/auth/guards";
import { requestInfoContext, runtimeContext } from "~/.server/context";
import { resendOwnConfirmation } from "~/.server/services/account";
import { loadIntros } from "~/.server/services/overview";
import { pageUrl } from "~/.server/http/url";
import { sessionContext, type AppSession } from "~/.server/session";
import type { Intro } from "~/domain/overview";
import { safeRedirectPath } from "~/domain/safe-redirect";
import { t } from "~/i18n";
import type { Route } from "./+types/intro";

function finish(session: AppSession, to: string) {
  session.unset("showIntro");
  session.unset("skippedIntros");
  return redirect(to);
}

/** The intro screens after sign-in (spec 000 §2), one at a time, each skippable. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireActor(context, request);
  const session = context.get(sessionContext);
  const target = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), "/overview");
  if (!session.get("showIntro")) return redirect(target);
  const { provision, intros } = await loadIntros(
    context.get(runtimeContext),
    actor,
    session.get("skippedIntros") ?? [],
  );
  const intro = intros[0];
  if (!intro || !provision) throw finish(session, target);
  return {
    intro,
    remaining: intros.length,
    email: actor.email,
    salutation: provision.salutation ?? "other",
    lastname: provision.lastname ?? "",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireActor(context, request);
  const session = context.get(sessionContext);
  const form = await request.formData();
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  const target = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), "/overview");
  if (intent === "go") return finish(session, safeRedirectPath(form.get("to"), target));
  if (intent === "resend") {
    await resendOwnConfirmation(context.get(runtimeContext), session, {
      email: actor.email,
      ip: context.get(requestInfoContext).ip,
    });
    return redirect(pageUrl(request));
  }
  if (intent !== "skip" || !id) return data({ error: t("error.http.400") }, { status: 400 });
  session.set("skippedIntros", [...(session.get("skippedIntros") ?? []), id].slice(-20));
  return redirect(pageUrl(request));
}

/** The intro's main button (leaving the intros for `to`) and "Überspringen". */
function GoOrSkip({ to, label }: { to: string; label: string }) {
  return (
    <>
      <input type="hidden" name="to" value={to} />
      <ButtonGroup>
        <Button type="submit" name="intent" value="go">
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
}: { intro: Intro } & Omit<Route.ComponentProps["loaderData"], "intro" | "remaining">) {
  switch (intro.kind) {
    case "confirm":
      return (
        <>
          <PageHeading lead={<p>{t("auth.intro.confirm.text", { email })}</p>}>
            {t("auth.intro.confirm.title")}
          </PageHeading>
          <ButtonGroup>
            <Button type="submit" name="intent" value="resend">
              {t("auth.intro.confirm.resend")}
            </Button>
            <Button type="submit" name="intent" value="skip" variant="secondary">
              {t("auth.intro.skip")}
            </Button>
          </ButtonGroup>
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
          <GoOrSkip to="/profile" label={t("auth.intro.documents.button")} />
        </>
      );
    case "tile":
      return (
        <>
          <PageHeading lead={<p>{intro.tile.introDescription}</p>}>{intro.tile.introHeadline}</PageHeading>
          <GoOrSkip
            to={intro.tile.buttonLink ?? "/overview"}
            label={intro.tile.introButton ?? intro.tile.buttonText}
          />
        </>
      );
  }
}

export default function IntroPage({ loaderData }: Route.ComponentProps) {
  const { intro, remaining, ...rest } = loaderData;
  return (
    <Form method="post" key={intro.id}>
      <title>{t("shell.title", { page: t("auth.intro.counter", { current: 1, total: remaining }) })}</title>
      <input type="hidden" name="id" value={intro.id} />
      <IntroContent intro={intro} {...rest} />
    </Form>
  );
}
