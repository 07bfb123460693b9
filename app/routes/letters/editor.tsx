/** The letter editor; the only module (with the preview) that brings the handwriting fonts. */
import { useState } from "react";
import { RadioGroup } from "~/components/RadioGroup";
import { Select } from "~/components/Select";
import { TextArea } from "~/components/TextArea";
import { useHydrated } from "~/components/useHydrated";
import { LETTER_COLORS, LETTER_FONT_SIZES, LETTER_FONTS, LETTER_TEXT_MAX_LENGTH } from "~/domain/constants";
import { LETTER_COLOR_HEX, letterCssStyle } from "~/domain/letter-style";
import { t } from "~/i18n";
import { fieldset, type Fields, type LetterStyleValue } from "./forms";
import styles from "./letters.module.css";

function styleFromForm(form: HTMLFormElement | null, fallback: LetterStyleValue): LetterStyleValue {
  if (!form) return fallback;
  const data = new FormData(form);
  const pick = <T extends string | number>(name: string, list: readonly T[], current: T): T =>
    list.find((value) => String(value) === data.get(name)) ?? current;
  return {
    fontFamily: pick("styles.fontFamily", LETTER_FONTS, fallback.fontFamily),
    fontSize: pick("styles.fontSize", LETTER_FONT_SIZES, fallback.fontSize),
    color: pick("styles.color", LETTER_COLORS, fallback.color),
  };
}

/**
 * The editor: font, size and colour as a plain select and radio groups above the text area (without
 * JavaScript they are ordinary form fields, and the text area shows the saved style after saving); with
 * JavaScript the same controls float as a sticky toolbar and the text area restyles as soon as one changes.
 */
export function LetterEditor({ fields, initialStyle }: { fields: Fields; initialStyle: LetterStyleValue }) {
  const hydrated = useHydrated();
  const [style, setStyle] = useState(initialStyle);
  const styleFields = fieldset(fields.styles);
  return (
    <div
      className={styles.editor}
      onChange={(event) => {
        const target = event.target as HTMLInputElement;
        if (target.name?.startsWith("styles.")) setStyle(styleFromForm(target.form, style));
      }}
    >
      <fieldset className={hydrated ? `${styles.toolbar} ${styles.floating}` : styles.toolbar}>
        <legend className={styles.toolbarLegend}>{t("letters.editor.toolbar")}</legend>
        <Select
          field={styleFields.fontFamily}
          label={t("letters.editor.font")}
          placeholder={false}
          width="m"
          options={LETTER_FONTS.map((font) => ({ value: font, label: t(`letters.editor.font.${font}`) }))}
        />
        <RadioGroup
          field={styleFields.fontSize}
          legend={t("letters.editor.size")}
          inline
          options={LETTER_FONT_SIZES.map((size) => ({
            value: String(size),
            label: `${t(`letters.editor.size.${size}`)} (${size})`,
          }))}
        />
        <RadioGroup
          field={styleFields.color}
          legend={t("letters.editor.color")}
          inline
          options={LETTER_COLORS.map((color) => ({
            value: color,
            label: (
              <>
                <span
                  className={styles.swatch}
                  style={{ background: LETTER_COLOR_HEX[color] }}
                  aria-hidden="true"
                />
                {t(`letters.editor.color.${color}`)}
              </>
            ),
          }))}
        />
      </fieldset>
      <TextArea
        field={fields.text}
        label={t("letters.editor.text")}
        hint={t("letters.editor.textHint")}
        rows={12}
        maxLength={LETTER_TEXT_MAX_LENGTH}
        className={styles.paperField}
        style={letterCssStyle(style)}
        spellCheck
      />
    </div>
  );
}
