import type { ReactNode } from "react";
import styles from "./sites.module.css";

/** Keyboard users reach a scrolling region by Tab (WCAG 2.1.1); it is a named region for screen readers. */
const focusable = { tabIndex: 0 } as const;

/** A wide table's container: scrolls sideways on narrow screens instead of breaking the page (320 px). */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className={styles.scroll} aria-label={label} {...focusable}>
      {children}
    </section>
  );
}
