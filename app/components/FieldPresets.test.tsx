import { describe, expect, it } from "vitest";
import { DateField, EmailField, PasswordField, PhoneField, PostalCodeField } from "./FieldPresets";
import { render, tags } from "./test-utils";

const input = (html: string) => tags(html, "input")[0]?.attrs;

describe("field presets", () => {
  it("give each kind its type, autocomplete token and width, which a prop may override", () => {
    expect(input(render(<EmailField name="email" label="E-Mail" />))).toMatchObject({
      type: "email",
      autocomplete: "email",
    });
    expect(input(render(<EmailField name="email" label="E-Mail" autoComplete="off" />))?.autocomplete).toBe(
      "off",
    );
    expect(input(render(<PhoneField name="phone" label="Telefon" />))).toMatchObject({
      type: "tel",
      autocomplete: "tel",
    });
    expect(input(render(<PostalCodeField name="postalCode" label="PLZ" />))).toMatchObject({
      autocomplete: "postal-code",
      inputmode: "numeric",
    });
    expect(input(render(<DateField name="on" label="Datum" />))?.type).toBe("date");
  });

  it("make a password field required and hidden as typed", () => {
    const html = render(<PasswordField name="password" label="Passwort" autoComplete="new-password" />);
    expect(input(html)).toMatchObject({
      type: "password",
      autocomplete: "new-password",
      "aria-required": "true",
    });
    // Without the page's script there is nothing to show the password with.
    expect(html).not.toContain("Passwort anzeigen");
  });
});
