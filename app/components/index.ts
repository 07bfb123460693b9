/*
 * The interface kit. Importing from "~/components" pulls every kit stylesheet into the page's CSS
 * (a few KB compressed in total); import single files ("~/components/Tile") where a page needs one piece.
 */
export { AdminBanner, type AdminBannerProps } from "./AdminBanner";
export { Banner, toneLabel, type BannerProps, type Tone } from "./Banner";
export {
  Button,
  ButtonLink,
  buttonClass,
  type ButtonProps,
  type ButtonLinkProps,
  type ButtonVariant,
} from "./Button";
export { Checkbox, type CheckboxProps } from "./Checkbox";
export { CookieBanner, type CookieBannerProps, type CookieBannerTexts } from "./CookieBanner";
export { Dialog, type DialogProps } from "./Dialog";
export {
  ErrorSummary,
  errorTitle,
  errorsFromForm,
  type ErrorSummaryProps,
  type SummaryError,
} from "./ErrorSummary";
export { ExternalLink, type ExternalLinkProps } from "./ExternalLink";
export { ErrorList, Field, Hint, RequiredMark, type ControlProps, type FieldProps } from "./Field";
export { fieldId, resolveField, type ConformField, type FieldSourceProps } from "./fieldProps";
export { Icon, iconNames, type IconName, type IconProps } from "./Icon";
export { PageHeading, type PageHeadingProps } from "./PageHeading";
export { RadioCardGroup, type RadioCardGroupProps, type RadioCardOption } from "./RadioCardGroup";
export { RadioGroup, type RadioGroupProps, type RadioOption } from "./RadioGroup";
export { SaveButton, useFormChanged, type SaveButtonProps } from "./SaveButton";
export { Select, type SelectOption, type SelectProps } from "./Select";
export { SiteFooter, telHref, type FooterVariant, type SiteFooterProps } from "./SiteFooter";
export { SiteHeader, type SiteHeaderProps } from "./SiteHeader";
export { SkipLink, type SkipLinkProps } from "./SkipLink";
export { Spinner, type SpinnerProps } from "./Spinner";
export { Stepper, type StepperProps } from "./Stepper";
export { TextArea, type TextAreaProps } from "./TextArea";
export { TextField, type FieldWidth, type TextFieldProps, type TextFieldType } from "./TextField";
export { Tile, TileGrid, type TileGridProps, type TileProps, type TileStatus } from "./Tile";
export { ToastRegion, type Toast, type ToastRegionProps } from "./ToastRegion";
export { useHydrated } from "./useHydrated";
export { VisuallyHidden, type VisuallyHiddenProps } from "./VisuallyHidden";
