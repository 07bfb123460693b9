import { cx } from "./cx";
import styles from "./Icon.module.css";

/* Outline icons on a 24×24 grid, each one path (a circle written as two arcs), drawn with currentColor so they
   follow the text colour (stroke and fill are in Icon.module.css: five attributes less on each of the ~20 icons
   of a page). */
const paths = {
  check: "M20 6 9 17l-5-5",
  info: "M2 12a10 10 0 1 0 20 0 10 10 0 1 0-20 0zM12 16v-5M12 8h.01",
  warning: "M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01",
  error: "M7.9 2h8.2L22 7.9v8.2L16.1 22H7.9L2 16.1V7.9zM12 8v4M12 16h.01",
  close: "M18 6 6 18M6 6l12 12",
  "arrow-left": "M19 12H5M12 19l-7-7 7-7",
  "arrow-right": "M5 12h14M12 5l7 7-7 7",
  "chevron-down": "m6 9 6 6 6-6",
  user: "M8 8a4 4 0 1 0 8 0 4 4 0 1 0-8 0zM20 21a8 8 0 0 0-16 0",
  document: "M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zM14 2v6h6M16 13H8M16 17H8",
  heart:
    "M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.6 1-1a5.5 5.5 0 0 0 0-7.8z",
  phone:
    "M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.8 2z",
  "external-link": "M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6M15 3h6v6M10 14 21 3",
} satisfies Record<string, string>;

export type IconName = keyof typeof paths;

export interface IconProps {
  name: IconName;
  /** Text alternative when the icon carries meaning on its own; without it the icon is hidden from assistive tech. */
  title?: string;
  /** "1em" by default, so the icon scales with the text around it. */
  size?: string;
  className?: string;
}

export function Icon({ name, title, size = "1em", className }: IconProps) {
  const a11y = title ? { role: "img", "aria-label": title } : { "aria-hidden": true as const };
  return (
    <svg
      className={cx(styles.icon, className)}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      focusable="false"
      {...a11y}
    >
      {title ? <title>{title}</title> : null}
      <path d={paths[name]} />
    </svg>
  );
}
