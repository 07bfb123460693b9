/** The letter editor; the only module (with the preview) that brings the handwriting fonts. */
import { useState } from "react";
import { RadioGroup } from "~/components/RadioGroup";
import { TextArea } from "~/components/TextArea";
import {
  LETTER_COLORS,
  LETTER_FONT_SIZES,
  LETTER_FONTS,
  LETTER_TEXT_MAX_LENGTH,
} from "~/domain/letters/constants";
import { LETTER_COLOR_HEX, LETTER_FONT_CSS, letterCssStyle } from "~/domain/letters/style";
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
 * The editor: the text area first in view, and font, size and colour folded in a native <details> above it
 * ("Schrift, Größe und Farbe ändern", with the current choice in words). It opens without JavaScript and takes
 * its room in the page's flow: it never floats over the text, so on a 320 px phone the text area stays free to
 * type in (decision 0038). The font names are drawn in their own font. Without JavaScript the
 * text area shows the saved style after saving; with JavaScript it restyles as soon as a choice changes.
 */
export function LetterEditor({ fields, initialStyle }: { fields: Fields; initialStyle: LetterStyleValue }) {
  const [style, setStyle] = useState(initialStyle);
  const styleFields = fieldset(fields.styles);
  const hasStyleErrors = [styleFields.fontFamily, styleFields.fontSize, styleFields.color].some(
    (field) => (field?.errors?.length ?? 0) > 0,
  );
  const current = t("letters.summary.style", {
    font: t(`letters.editor.font.${style.fontFamily}`),
    size: t(`letters.editor.size.${style.fontSize}`),
    color: t(`letters.editor.color.${style.color}`),
  });
  return (
    <div
      className={styles.editor}
      onChange={(event) => {
        const target = event.target as HTMLInputElement;
        if (target.name?.startsWith("styles.")) setStyle(styleFromForm(target.form, style));
      }}
    >
      <details className={styles.toolbar} open={hasStyleErrors || undefined}>
        <summary className={styles.toolbarSummary}>
          <span className={styles.toolbarTitle}>{t("letters.editor.toolbarOpen")}</span>{" "}
          <span className={styles.toolbarCurrent}>{t("letters.editor.current", { style: current })}</span>
        </summary>
        <fieldset className={styles.toolbarFields}>
          {/* The row above already says it; the legend names the group for screen readers. */}
          <legend className="visually-hidden">{t("letters.editor.toolbar")}</legend>
          <RadioGroup
            field={styleFields.fontFamily}
            legend={t("letters.editor.font")}
            options={LETTER_FONTS.map((font) => ({
              value: font,
              label: (
                <span className={styles.fontSample} style={{ fontFamily: LETTER_FONT_CSS[font] }}>
                  {t(`letters.editor.font.${font}`)}
                </span>
              ),
            }))}
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
      </details>
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
