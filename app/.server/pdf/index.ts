/** The one PDF module; see docs/decisions/0013-pdf-module.md. */
export {
  createDocument,
  type HeadingLevel,
  type KeyValueRow,
  type PdfDocumentBuilder,
  type PdfInfo,
  type TableColumn,
  type TableSpec,
} from "./document";
export { asciiFileName, pdfFileName } from "./file-name";
export { letterPdf, letterPdfFileName, letterStyle, type LetterPdfInput, type LetterStyle } from "./letter";
export { pdfResponse, type PdfResponseOptions } from "./response";
export {
  dispositionFileName,
  dispositionPdf,
  provisionSummaryFileName,
  provisionSummaryPdf,
} from "./provision";
