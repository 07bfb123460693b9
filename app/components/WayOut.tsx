import { Form, href } from "react-router";
import type { WayOut as WayOutKind } from "~/domain/features";
import { t } from "~/i18n";
import { Button, ButtonLink } from "./Button";

/**
 * The way out of a refused feature (decision 0032): confirm the e-mail (a plain form that resends the
 * confirmation mail, works without JavaScript) or choose a plan.
 */
export function WayOut({ kind }: { kind: WayOutKind }) {
  if (kind === "choosePlan") {
    return (
      <p>
        <ButtonLink to={href("/overview/pricing/plans")}>{t("shell.wayOut.choosePlan")}</ButtonLink>
      </p>
    );
  }
  return (
    <Form method="post" action={href("/overview")}>
      <p>{t("shell.wayOut.confirmEmail.text")}</p>
      <Button type="submit" name="intent" value="resend">
        {t("shell.wayOut.confirmEmail.resend")}
      </Button>
    </Form>
  );
}
