import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { Checkbox } from "./Checkbox";
import { ErrorSummary } from "./ErrorSummary";
import { RadioCardGroup } from "./RadioCardGroup";
import { RadioGroup } from "./RadioGroup";
import { Select } from "./Select";
import { TextArea } from "./TextArea";
import { TextField } from "./TextField";
import { byId, describedBy, inner, render, tags, text } from "./test-utils";

describe("TextField", () => {
  it("ties the visible label to the input with for/id", () => {
    const html = render(<TextField name="firstname" label="Vorname" autoComplete="given-name" />);
    const label = tags(html, "label")[0];
    const input = tags(html, "input")[0];
    expect(label?.attrs.for).toBe("field-firstname");
    expect(input?.attrs.id).toBe("field-firstname");
    expect(input?.attrs.name).toBe("firstname");
    expect(input?.attrs.autocomplete).toBe("given-name");
    expect(text(html)).toContain("Vorname");
  });

  it("describes the input by its hint and its errors, and marks it invalid", () => {
    const html = render(
      <TextField
        name="email"
        type="email"
        label="E-Mail"
        hint="Wir schreiben Ihnen nur zu Ihrer Vorsorge."
        errors={["Bitte geben Sie eine gültige E-Mail-Adresse ein."]}
        defaultValue="x@"
      />,
    );
    const input = tags(html, "input")[0];
    const ids = describedBy(input);
    expect(ids).toHaveLength(2);
    expect(text(inner(html, ids[0]!))).toBe("Wir schreiben Ihnen nur zu Ihrer Vorsorge.");
    expect(text(inner(html, ids[1]!))).toBe("Fehler: Bitte geben Sie eine gültige E-Mail-Adresse ein.");
    expect(input?.attrs["aria-invalid"]).toBe("true");
    expect(input?.attrs.type).toBe("email");
    expect(input?.attrs.value).toBe("x@");
  });

  it("is not invalid without errors and refers only to the hint", () => {
    const html = render(
      <TextField name="phone" type="tel" label="Telefon" hint="Zum Beispiel 0171 1234567" />,
    );
    const input = tags(html, "input")[0];
    expect(input?.attrs).not.toHaveProperty("aria-invalid");
    expect(describedBy(input)).toEqual(["field-phone-description"]);
    expect(byId(html, "field-phone-error")).toBeUndefined();
  });

  it("marks required fields visibly and with aria-required, without the blocking required attribute", () => {
    const html = render(<TextField name="lastname" label="Nachname" required />);
    const input = tags(html, "input")[0];
    expect(text(html)).toContain("Nachname (Pflichtfeld)");
    expect(input?.attrs["aria-required"]).toBe("true");
    expect(input?.attrs).not.toHaveProperty("required");
    expect(input?.attrs).not.toHaveProperty("aria-describedby");
  });
});

describe("with Conform", () => {
  const schema = z.object({
    email: z.string({ error: "Bitte geben Sie Ihre E-Mail-Adresse ein." }),
    type: z.enum(["burial", "cremation"], { error: "Bitte wählen Sie eine Bestattungsart." }),
    terms: z.literal(true, { error: "Bitte stimmen Sie den Bedingungen zu." }),
    wishes: z.string().optional(),
  });

  function SignupForm({ formData }: { formData: FormData }) {
    const submission = parseWithZod(formData, { schema });
    const [form, fields] = useForm({ id: "signup", lastResult: submission.reply() });
    return (
      <form id={form.id} noValidate method="post">
        <ErrorSummary form={form} />
        <TextField field={fields.email} type="email" label="E-Mail" />
        <RadioGroup
          field={fields.type}
          legend="Bestattungsart"
          options={[
            { value: "burial", label: "Erdbestattung" },
            { value: "cremation", label: "Feuerbestattung" },
          ]}
        />
        <Checkbox field={fields.terms} label="Ich stimme zu" />
        <TextArea field={fields.wishes} label="Wünsche" />
      </form>
    );
  }

  it("shows the server's errors at each field and links the summary to those fields", () => {
    const data = new FormData();
    data.set("wishes", "Ein Lied von Bach");
    const html = render(<SignupForm formData={data} />);

    const links = tags(html, "a").map((a) => a.attrs.href);
    expect(links).toEqual(["#signup-email", "#signup-type", "#signup-terms"]);
    for (const href of links) expect(byId(html, href!.slice(1))).toBeDefined();

    const email = byId(html, "signup-email");
    expect(email?.attrs["aria-invalid"]).toBe("true");
    expect(describedBy(email)).toEqual(["signup-email-error"]);
    expect(text(inner(html, "signup-email-error"))).toBe("Fehler: Bitte geben Sie Ihre E-Mail-Adresse ein.");
    expect(text(html)).toContain("Bitte korrigieren Sie folgende Angaben:");

    // The radio group: the first radio carries the field id; the fieldset is described by the error.
    expect(byId(html, "signup-type")?.attrs.type).toBe("radio");
    expect(describedBy(tags(html, "fieldset")[0])).toEqual(["signup-type-error"]);

    // Entered text survives the failed submit.
    expect(html).toContain(">Ein Lied von Bach</textarea>");
    expect(byId(html, "signup-wishes")?.attrs).not.toHaveProperty("aria-invalid");
  });
});

describe("TextArea", () => {
  it("renders the requested size and announces the limit in its description, without cutting text", () => {
    const html = render(<TextArea name="music" label="Musikwünsche" cols={60} rows={8} maxLength={1000} />);
    const textarea = tags(html, "textarea")[0];
    expect(textarea?.attrs.cols).toBe("60");
    expect(textarea?.attrs.rows).toBe("8");
    expect(textarea?.attrs).not.toHaveProperty("maxlength");
    expect(text(inner(html, describedBy(textarea)[0]!))).toBe("Sie können bis zu 1.000 Zeichen eingeben.");
  });
});

describe("Select", () => {
  it("labels the select, offers a placeholder and keeps the chosen value", () => {
    const html = render(
      <Select
        name="salutation"
        label="Anrede"
        defaultValue="madame"
        options={[
          { value: "sir", label: "Herr" },
          { value: "madame", label: "Frau" },
        ]}
      />,
    );
    expect(tags(html, "label")[0]?.attrs.for).toBe(tags(html, "select")[0]?.attrs.id);
    const options = tags(html, "option");
    expect(options.map((o) => o.attrs.value)).toEqual(["", "sir", "madame"]);
    expect(options[2]?.attrs).toHaveProperty("selected");
    expect(text(html)).toContain("Bitte auswählen");
  });
});

describe("Checkbox", () => {
  it("puts the label (with its link) next to the box and reports errors on it", () => {
    const html = render(
      <Checkbox
        name="terms"
        label={
          <>
            Ich akzeptiere die <a href="/agb">Bedingungen</a>
          </>
        }
        errors={["Bitte stimmen Sie zu."]}
        required
      />,
    );
    const box = tags(html, "input")[0];
    expect(box?.attrs.type).toBe("checkbox");
    expect(tags(html, "label")[0]?.attrs.for).toBe(box?.attrs.id);
    expect(box?.attrs["aria-invalid"]).toBe("true");
    expect(describedBy(box)).toEqual(["field-terms-error"]);
    expect(box?.attrs).not.toHaveProperty("checked");
    expect(text(html)).toContain("Ich akzeptiere die Bedingungen (Pflichtfeld)");
    expect(tags(html, "a")[0]?.attrs.href).toBe("/agb");
  });

  it("is checked when its value was submitted before", () => {
    const html = render(<Checkbox name="terms" label="Ja" defaultValue="on" />);
    expect(tags(html, "input")[0]?.attrs).toHaveProperty("checked");
  });
});

describe("RadioGroup", () => {
  it("groups radios in a fieldset named by its legend; each radio has its own label", () => {
    const html = render(
      <RadioGroup
        name="salutation"
        legend="Anrede"
        hint="Wie dürfen wir Sie ansprechen?"
        defaultValue="other"
        options={[
          { value: "sir", label: "Herr" },
          { value: "other", label: "Frau" },
        ]}
      />,
    );
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>Anrede<\/legend>/);
    const radios = tags(html, "input");
    const labels = tags(html, "label");
    expect(radios.map((r) => r.attrs.id)).toEqual(labels.map((l) => l.attrs.for));
    expect(radios[0]?.attrs.id).toBe("field-salutation");
    expect(radios[1]?.attrs).toHaveProperty("checked");
    expect(describedBy(tags(html, "fieldset")[0])).toEqual(["field-salutation-description"]);
  });
});

describe("RadioCardGroup", () => {
  const options = [
    { value: "burial", label: "Erdbestattung", description: "Im Sarg auf einem Friedhof" },
    { value: "cremation", label: "Feuerbestattung", description: "Urne auf einem Friedhof" },
  ];

  it("offers real radios with labels, described by the card text", () => {
    const html = render(<RadioCardGroup name="funeralType" legend="Bestattungsart" options={options} />);
    const radios = tags(html, "input");
    expect(radios.map((r) => r.attrs.type)).toEqual(["radio", "radio"]);
    expect(tags(html, "label").map((l) => l.attrs.for)).toEqual(radios.map((r) => r.attrs.id));
    expect(text(inner(html, describedBy(radios[1])[0]!))).toBe("Urne auf einem Friedhof");
  });

  it("in submit mode makes every card a submit button that sends its value (works without JavaScript)", () => {
    const html = render(
      <RadioCardGroup
        name="funeralType"
        legend="Bestattungsart"
        options={options}
        mode="submit"
        defaultValue="cremation"
      />,
    );
    const buttons = tags(html, "button");
    expect(buttons.map((b) => [b.attrs.type, b.attrs.name, b.attrs.value])).toEqual([
      ["submit", "funeralType", "burial"],
      ["submit", "funeralType", "cremation"],
    ]);
    expect(tags(html, "input")).toHaveLength(0);
    expect(text(html)).toContain("Feuerbestattung Urne auf einem Friedhof Ihre bisherige Auswahl");
    expect(text(html)).not.toContain("Im Sarg auf einem Friedhof Ihre bisherige Auswahl");
  });

  it("in submit mode keeps a disabled card focusable, sends nothing, and says why in words", () => {
    const html = render(
      <RadioCardGroup
        name="paymentType"
        legend="Zahlweise"
        mode="submit"
        options={[
          { value: "onetime", label: "Einmalbeitrag" },
          { value: "monthly", label: "Monatlich", disabled: true, disabledReason: "Nur bis 65 Jahre." },
        ]}
      />,
    );
    const [open, closed] = tags(html, "button");
    expect(open?.attrs.type).toBe("submit");
    // Not the disabled attribute (which drops it from the tab order): aria-disabled, no name, no value.
    expect(closed?.attrs).toMatchObject({ type: "button", "aria-disabled": "true" });
    expect(closed?.attrs.disabled).toBeUndefined();
    expect(closed?.attrs.name).toBeUndefined();
    // Its name is its visible text, the reason included.
    expect(text(html)).toContain("Monatlich Nicht wählbar: Nur bis 65 Jahre.");
  });

  it("in radio mode shows the reason of a disabled card as its description", () => {
    const html = render(
      <RadioCardGroup
        name="paymentType"
        legend="Zahlweise"
        options={[
          { value: "monthly", label: "Monatlich", disabled: true, disabledReason: "Nur bis 65 Jahre." },
        ]}
      />,
    );
    const [radio] = tags(html, "input");
    expect(radio?.attrs.disabled).toBeDefined();
    expect(text(inner(html, describedBy(radio)[0]!))).toBe("Nicht wählbar: Nur bis 65 Jahre.");
  });
});
