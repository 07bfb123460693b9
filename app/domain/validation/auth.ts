/** Forms of sign-in, password reset and account activation. */
import { z } from "zod";
import { emailField, passwordField, requiredText, signInPasswordField } from "./fields";

/** /login — username is the e-mail address. */
export const signInSchema = z.object({
  username: emailField("plain"),
  password: signInPasswordField(),
});

/** /forgot-password — request a reset link. */
export const forgotPasswordSchema = z.object({
  username: emailField("plain"),
});

/** /forgot-password/verify — set the new password (the token stays in the URL). */
export const newPasswordSchema = z.object({
  password: passwordField(),
});

/** /activate-account?code=…&username=… — a missing part shows the default error. */
export const activationParamsSchema = z.object({
  code: requiredText(),
  username: emailField("plain"),
});

/** Resend the confirmation e-mail. */
export const resendConfirmationSchema = z.object({
  username: emailField("plain"),
});
