import { useEffect, useRef, useState, type FormEvent } from "react";
import { isEmptyStepForm } from "~/domain/wizard";

/**
 * Whether a wizard step's form is empty while the user types, for its one footer button: "Überspringen" on an
 * empty step, "Weiter" as soon as anything is typed or chosen. The server renders "not empty": without
 * JavaScript the button must say what it does with a filled form ("Weiter"; the server skips an empty step
 * anyway). Once hydrated, the form's own fields decide, so text typed before the page settled counts too.
 * `ignore` names fields that always carry a value and are no answer (an editor's style choices).
 */
export function useStepEmptiness(ignore: readonly string[] = []) {
  const formRef = useRef<HTMLFormElement>(null);
  const [empty, setEmpty] = useState(false);
  const ignoreKey = ignore.join(",");
  useEffect(() => {
    if (formRef.current) setEmpty(isEmptyStepForm(new FormData(formRef.current), ignoreKey.split(",")));
  }, [ignoreKey]);
  const onChange = (event: FormEvent<HTMLFormElement>) =>
    setEmpty(isEmptyStepForm(new FormData(event.currentTarget), ignoreKey.split(",")));
  return { empty, onChange, formRef };
}
