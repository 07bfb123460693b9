/** Forms of the second factor (decision 0093): the code at sign-in, the first code of an enrolment, turning it off. */
import { z } from "zod";
import { t } from "~/i18n";
import { readSecondFactorCode } from "../second-factor";
import { requiredText, signInPasswordField } from "./fields";

/** An authenticator code or a recovery code (what `readSecondFactorCode` reads). */
const secondFactorCodeField = () =>
  requiredText((value) => (readSecondFactorCode(value) ? undefined : t("secondFactor.code.invalid")));

/** /login/code — the code step of a sign-in. */
export const secondFactorCodeSchema = z.object({ code: secondFactorCodeField() });

/** The first code that confirms an enrolment: six digits from the app (a recovery code does not exist yet). */
export const enrolmentCodeSchema = z.object({
  code: requiredText((value) =>
    readSecondFactorCode(value)?.kind === "totp" ? undefined : t("secondFactor.enrol.codeInvalid"),
  ),
});

/** Turning the customer's second factor off: the current password and a current code. */
export const turnOffSecondFactorSchema = z.object({
  password: signInPasswordField(),
  code: secondFactorCodeField(),
});
