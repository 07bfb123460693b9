/** The one PDF module; see docs/decisions/0013-pdf-module.md. */
export { createDocument } from "./document";
export { pdfFileName } from "./file-name";
export { letterPdf, letterPdfFileName, letterStyle, unprintableInLetter } from "./letter";
export { pdfResponse } from "./response";
export { printFileName, requestedPrint } from "./print-style";
