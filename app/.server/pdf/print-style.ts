/** The print style a document's address asks for (decision 0107): `?druck=gross` is large print. */
import { badRequest } from "../intent";
import { printStyleOf, type PrintStyle } from "~/domain/print";
import { t } from "~/i18n";

/** The request's print style; an unknown value (or the parameter twice) is the German 400 page. */
export function requestedPrint(request: Request): PrintStyle {
  return printStyleOf(new URL(request.url).searchParams) ?? badRequest(t("pdf.largePrint.invalid"));
}

/** The file name of a document in `print`: large print ends in "-Grossdruck.pdf". */
export function printFileName(fileName: string, print: PrintStyle): string {
  return print === "large" ? fileName.replace(/\.pdf$/, `-${t("pdf.largePrint.fileSuffix")}.pdf`) : fileName;
}
