import { describe, expect, it } from "vitest";
import { replyForm, resultForIntent } from "./reply-form";

describe("replyForm", () => {
  it("shows the defaults and no errors before a post", () => {
    const form = replyForm("f", undefined, { email: "anna@example.de", rows: [{ name: "Stein" }] });
    expect(form.props).toEqual({ id: "f", noValidate: true });
    expect(form.allErrors).toEqual({});
    expect(form.status).toBeUndefined();
    expect(form.field("email")).toMatchObject({
      id: "f-email",
      name: "email",
      errorId: "f-email-error",
      descriptionId: "f-email-description",
      errors: undefined,
      defaultValue: "anna@example.de",
    });
    expect(form.field("rows[0].name").defaultValue).toBe("Stein");
    expect(form.field("rows[1].name").defaultValue).toBeUndefined();
  });

  it("after a failed post shows what was sent (not the defaults) and the server's errors by field", () => {
    const form = replyForm(
      "f",
      {
        status: "error",
        initialValue: { price: "02000", rows: [{ name: "Stein" }] },
        error: { price: ["Bitte Beträge ohne Cent oder Buchstaben"], "rows[0].price": ["Pflicht"], "": null },
      },
      { price: "1000", note: "alt" },
    );
    expect(form.field("price")).toMatchObject({
      defaultValue: "02000",
      errors: ["Bitte Beträge ohne Cent oder Buchstaben"],
    });
    expect(form.status).toBe("error"); // the page title then starts with "Fehler:"
    expect(form.field("note").defaultValue).toBeUndefined();
    expect(form.field("rows[0].name").defaultValue).toBe("Stein");
    expect(form.field("rows[0].price").errors).toEqual(["Pflicht"]);
    // Only fields with messages count (ErrorSummary links each to its field id).
    expect(form.allErrors).toEqual({
      price: ["Bitte Beträge ohne Cent oder Buchstaben"],
      "rows[0].price": ["Pflicht"],
    });
  });
});

describe("resultForIntent", () => {
  const result = {
    status: "error" as const,
    initialValue: { intent: "delete" },
    error: { currentPassword: ["x"] },
  };

  it("gives a failed submit to the form that posted its intent only", () => {
    expect(resultForIntent(result, "delete")).toBe(result);
    expect(resultForIntent(result, "save")).toBeUndefined();
    expect(resultForIntent(undefined, "delete")).toBeUndefined();
  });
});
