import { createContext, use, type ReactNode } from "react";
import { Form, Link, type FormProps, type LinkProps } from "react-router";
import { isChangePage, readOnlyPageFor, type ChangePages } from "~/domain/after-death/read-only";
import { t } from "~/i18n";
import styles from "./ReadOnly.module.css";

/**
 * A page that may only be viewed (staff on a frozen provision, decision 0063): the signed-in layout says so for
 * the whole page, and the kit leaves out what would change the provision — `ChangeForm`'s submit buttons,
 * `ChangeLink`s and `ButtonLink`s to pages that only change it.
 */
const ReadOnlyContext = createContext<ChangePages | null>(null);
/** Inside a `ChangeForm` shown read-only: its submit buttons are left out. */
const ClosedFormContext = createContext(false);

/**
 * A page that may only be viewed when `changePages` is given: the change pages the route modules declare
 * (`handle`, app/domain/after-death/read-only.ts), whose links the kit leaves out.
 */
export function ReadOnlyPage({
  changePages,
  children,
}: {
  changePages: ChangePages | null;
  children: ReactNode;
}) {
  return <ReadOnlyContext value={changePages}>{children}</ReadOnlyContext>;
}

/** Whether the page may only be viewed. */
export function useReadOnly(): boolean {
  return use(ReadOnlyContext) !== null;
}

/** Whether a submit button stands in a form that is shown read-only (it is then left out). */
export function useClosedForm(): boolean {
  return use(ClosedFormContext);
}

/** Whether a link to `to` is left out: it leads to a page that only changes the provision, on a read-only page. */
export function useHiddenChangeLink(to: LinkProps["to"]): boolean {
  const changePages = use(ReadOnlyContext);
  return changePages !== null && typeof to === "string" && isChangePage(to, changePages);
}

/** On a read-only page, the page that shows what a link to a change page `to` would change; else null. */
export function useReadOnlyTarget(to: string | undefined): string | null {
  const changePages = use(ReadOnlyContext);
  return changePages && to ? readOnlyPageFor(to.split(/[?#]/, 1)[0] ?? "", changePages) : null;
}

export type ChangeFormProps = Omit<FormProps, "method">;

/**
 * The `<Form method="post">` of a page that changes the provision. On a read-only page it is no form: the same
 * fields, disabled (the stored values stay readable in the page's own layout), without its submit buttons.
 */
export function ChangeForm({ children, className, ...props }: ChangeFormProps) {
  const readOnly = useReadOnly();
  if (!readOnly) {
    return (
      <Form method="post" className={className} {...props}>
        {children}
      </Form>
    );
  }
  return (
    <ClosedFormContext value={true}>
      <fieldset disabled className={styles.closed}>
        <legend className="visually-hidden">{t("components.readOnly.legend")}</legend>
        <div className={className}>{children}</div>
      </fieldset>
    </ClosedFormContext>
  );
}

/** A link that a read-only page leaves out when it leads to a page that only changes the provision. */
export function ChangeLink(props: LinkProps) {
  if (useHiddenChangeLink(props.to)) return null;
  return <Link {...props} />;
}
