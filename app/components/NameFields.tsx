import { SALUTATIONS, type Salutation } from "~/domain/salutation";
import type { ReplyForm } from "~/reply-form";
import { RadioGroup } from "./RadioGroup";
import { TextField } from "./TextField";

interface NameFieldsProps {
  form: ReplyForm;
  labels: { salutation: string; firstname: string; lastname: string };
  /** The label of each salutation option ("Herr", "Frau"). */
  salutationLabel: (salutation: Salutation) => string;
  /**
   * Someone else's name (a trusted person): the browser offers none of the customer's own details, the
   * salutation may stay open and the name fields are medium wide.
   */
  someoneElse?: boolean;
}

const NAME_PARTS = ["firstname", "lastname"] as const;
const AUTOCOMPLETE = { firstname: "given-name", lastname: "family-name" } as const;

/** The salutation, first and last name of a person: the fields `salutation`, `firstname` and `lastname`. */
export function NameFields({ form, labels, salutationLabel, someoneElse = false }: NameFieldsProps) {
  const width = someoneElse ? "m" : undefined;
  return (
    <>
      <RadioGroup
        field={form.field("salutation")}
        legend={labels.salutation}
        options={SALUTATIONS.map((value) => ({ value, label: salutationLabel(value) }))}
        inline
        required={!someoneElse}
      />
      {NAME_PARTS.map((name) => (
        <TextField
          key={name}
          field={form.field(name)}
          label={labels[name]}
          autoComplete={someoneElse ? "off" : AUTOCOMPLETE[name]}
          width={width}
          required
        />
      ))}
    </>
  );
}
