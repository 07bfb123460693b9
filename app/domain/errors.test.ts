import { describe, expect, it } from "vitest";
import { catalog } from "~/i18n";
import {
  API_ERRORS,
  describeApiError,
  HTTP_ERRORS,
  isApiErrorCode,
  isServiceError,
  ServiceError,
} from "./errors";

const GENERAL = "Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.";
const WRONG_LOGIN = "Benutzername oder Passwort ist falsch.";

describe("describeApiError", () => {
  it("gives the table text for a known code", () => {
    expect(describeApiError({ messageCode: "NotAuthorizedException" })).toBe(WRONG_LOGIN);
  });

  it("adds the rest after the first space in brackets", () => {
    expect(describeApiError({ messageCode: "NotAuthorizedException Incorrect username or password." })).toBe(
      `${WRONG_LOGIN} (Incorrect username or password.)`,
    );
  });

  it("omits the brackets when the rest is only whitespace", () => {
    expect(describeApiError({ messageCode: "couponInvalid   " })).toBe(
      "Dieser Gutscheincode ist ungültig oder abgelaufen.",
    );
  });

  it("reads message when there is no messageCode", () => {
    expect(describeApiError({ message: "customerTooYoung age 17" })).toBe(
      "Für diesen Altersbereich bieten wir leider keine Sterbegeldversicherung an. (age 17)",
    );
    expect(describeApiError({ messageCode: "", message: "customerTooOld" })).toBe(
      "Für diesen Tarif sind Sie leider oberhalb der möglichen Altersgrenze.",
    );
  });

  it("prefers messageCode over message", () => {
    expect(describeApiError({ messageCode: "productNotFound", message: "couponInvalid" })).toBe(
      "Das Produkt wurde nicht gefunden. Bitte wenden Sie sich an unseren Kundenservice.",
    );
  });

  it("falls back to the status text when the first word is unknown", () => {
    expect(describeApiError({ messageCode: "Something odd happened", status: 404 })).toBe(
      "Die gesuchten Daten wurden nicht gefunden.",
    );
    expect(describeApiError({ status: 408 })).toBe(
      "Die Anfrage hat zu lange gedauert. Bitte versuchen Sie es erneut.",
    );
  });

  it("falls back to the general message without a known code or status", () => {
    expect(describeApiError({ message: "Internal oops", status: 502 })).toBe(GENERAL);
    expect(describeApiError({})).toBe(GENERAL);
    expect(describeApiError({ messageCode: null, message: null, status: null })).toBe(GENERAL);
  });

  it("matches codes exactly, not as prototype properties", () => {
    expect(describeApiError({ messageCode: "toString" })).toBe(GENERAL);
    expect(describeApiError({ messageCode: "notauthorizedexception" })).toBe(GENERAL);
  });

  it("knows every HTTP status of the spec", () => {
    for (const status of [400, 401, 403, 404, 408, 409, 500]) {
      expect(describeApiError({ status })).not.toBe(GENERAL);
    }
  });
});

describe("error table", () => {
  it("points every code and status at an existing catalogue entry", () => {
    for (const key of [...Object.values(API_ERRORS), ...Object.values(HTTP_ERRORS)]) {
      expect(catalog[key]).toBeTruthy();
    }
  });

  it("has the exact spec texts for the age errors", () => {
    expect(catalog["error.api.customerTooYoung"]).toBe(
      "Für diesen Altersbereich bieten wir leider keine Sterbegeldversicherung an.",
    );
    expect(catalog["error.api.customerTooOld"]).toBe(
      "Für diesen Tarif sind Sie leider oberhalb der möglichen Altersgrenze.",
    );
    expect(catalog["error.general"]).toBe(GENERAL);
    expect(catalog["error.default"]).toBe(
      "Etwas ist schiefgelaufen. Bitte versuchen Sie es später noch einmal.",
    );
    expect(catalog["error.request.crossOrigin"]).toBe(
      "Diese Anfrage kam nicht von unserer Seite und wurde abgelehnt.",
    );
  });

  it("recognises codes", () => {
    expect(isApiErrorCode("ExpiredCodeException")).toBe(true);
    expect(isApiErrorCode("hasOwnProperty")).toBe(false);
  });
});

describe("ServiceError", () => {
  it("carries code, status, field and detail", () => {
    const error = new ServiceError("couponInvalid", { status: 404, field: "couponCode", detail: "code ABC" });
    expect(error).toBeInstanceOf(Error);
    expect(isServiceError(error)).toBe(true);
    expect(error.name).toBe("ServiceError");
    expect(error.code).toBe("couponInvalid");
    expect(error.status).toBe(404);
    expect(error.field).toBe("couponCode");
    expect(error.detail).toBe("code ABC");
    expect(error.message).toBe("couponInvalid: code ABC");
    expect(error.messageKey).toBe("error.api.couponInvalid");
  });

  it("shows the German text without the technical detail", () => {
    const error = new ServiceError("NotAuthorizedException", { detail: "user 42" });
    expect(error.userMessage).toBe(WRONG_LOGIN);
  });

  it("defaults the status per code", () => {
    expect(new ServiceError("forbiddenOrigin").status).toBe(403);
    expect(new ServiceError("payloadTooLarge").status).toBe(413);
    expect(new ServiceError("UsernameExistsException").status).toBe(409);
    expect(new ServiceError("customerTooYoung").field).toBeUndefined();
  });

  it("is told apart from other errors", () => {
    expect(isServiceError(new Error("x"))).toBe(false);
    expect(isServiceError("couponInvalid")).toBe(false);
  });
});
