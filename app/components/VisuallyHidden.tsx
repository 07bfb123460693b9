import type { ElementType, ReactNode } from "react";

export interface VisuallyHiddenProps {
  children: ReactNode;
  /** Element to render; a span by default. */
  as?: ElementType;
  id?: string;
}

/** Text for screen readers only; uses the global `.visually-hidden` class from app/styles/global.css. */
export function VisuallyHidden({ children, as: Tag = "span", id }: VisuallyHiddenProps) {
  return (
    <Tag className="visually-hidden" id={id}>
      {children}
    </Tag>
  );
}
