import { t } from "~/i18n";
import styles from "./SkipLink.module.css";

export interface SkipLinkProps {
  /** Id of the main content; give that element `tabIndex={-1}` so focus really moves there. */
  targetId?: string;
}

/** "Zum Inhalt springen": the first focusable element of every page, visible when focused. */
export function SkipLink({ targetId = "main" }: SkipLinkProps) {
  return (
    <a href={`#${targetId}`} className={styles.skip}>
      {t("shell.skipLink")}
    </a>
  );
}
