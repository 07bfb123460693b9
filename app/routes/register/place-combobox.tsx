import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Field, fieldStyles } from "~/components/Field";
import type { ConformField } from "~/components/fieldProps";
import { cx } from "~/components/cx";
import { PLACE_SUGGEST_DEBOUNCE_MS, placeChoiceValue, type PlaceChoice } from "~/domain/registration/steps";
import { t } from "~/i18n";
import styles from "./register.module.css";
import { href } from "react-router";

export interface PlaceComboboxProps {
  field: ConformField;
  /** The place chosen so far. */
  initial?: PlaceChoice;
  /** What the visitor searched for before JavaScript ran. */
  query?: string;
}

/**
 * The place field with JavaScript: an editable combobox with a list of suggestions (ARIA 1.2 combobox
 * pattern, "list" autocomplete). Suggestions come from /register/places while typing (debounced);
 * ↓/↑ move through them, Enter chooses, Escape closes the list (or clears the field when it is closed).
 * The input itself carries the answer ("24103 Kiel"), so the server checks exactly what is shown.
 */
export function PlaceCombobox({ field, initial, query }: PlaceComboboxProps) {
  const [text, setText] = useState(initial ? placeChoiceValue(initial) : (query ?? ""));
  const [options, setOptions] = useState<PlaceChoice[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const request = useRef<AbortController>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  const listId = `${field.id}-listbox`;
  const optionId = (index: number) => `${field.id}-option-${index}`;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  async function suggest(value: string) {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    try {
      const response = await fetch(`${href("/register/places")}?q=${encodeURIComponent(value)}`, {
        headers: { Accept: "application/json" },
        signal: controller.signal,
      });
      const body = (await response.json()) as { places?: PlaceChoice[]; message?: string };
      const places = Array.isArray(body.places) ? body.places : [];
      setOptions(places);
      setOpen(places.length > 0);
      setActive(-1);
      // Too many searches: the server's German message is announced instead of a count.
      setStatus(
        typeof body.message === "string"
          ? body.message
          : t("register.place.results", { count: places.length }),
      );
    } catch {
      // Aborted by newer input, or offline: the field still posts what was typed.
    }
  }

  function onChange(value: string) {
    setText(value);
    clearTimeout(timer.current);
    if (value.trim().length < 2) {
      request.current?.abort();
      setOptions([]);
      close();
      return;
    }
    timer.current = setTimeout(() => void suggest(value.trim()), PLACE_SUGGEST_DEBOUNCE_MS);
  }

  function choose(place: PlaceChoice) {
    setText(placeChoiceValue(place));
    close();
    setStatus(t("register.place.chosen", { code: place.code, city: place.city }));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
        if (options.length === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((index) => (event.altKey && !open ? index : (index + 1) % options.length));
        break;
      case "ArrowUp":
        if (options.length === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
        break;
      case "Enter": {
        const place = open ? options[active] : undefined;
        if (!place) return;
        event.preventDefault();
        choose(place);
        break;
      }
      case "Escape":
        event.preventDefault();
        if (open) close();
        else setText("");
        break;
    }
  }

  return (
    <Field field={field} label={t("register.place.query")} hint={t("register.place.comboHint")} required>
      {(control) => (
        <div className={styles.combobox}>
          <input
            {...control}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            spellCheck={false}
            value={text}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={close}
            className={cx(fieldStyles.input, fieldStyles.full)}
          />
          <div
            id={listId}
            role="listbox"
            aria-label={t("register.place.listLabel")}
            hidden={!open}
            className={styles.listbox}
          >
            {options.map((place, index) => (
              // The options are chosen with the keyboard on the input (aria-activedescendant); a click
              // is the pointer equivalent, and mousedown must not take focus from the input.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <div
                key={placeChoiceValue(place)}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className={styles.option}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(place)}
              >
                {placeChoiceValue(place)}
              </div>
            ))}
          </div>
          <div role="status" className="visually-hidden">
            {status}
          </div>
        </div>
      )}
    </Field>
  );
}
