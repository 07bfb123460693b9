/**
 * The PDF routes of /documents share this loader: check, load, build, answer (decision 0018); each in standard
 * or large print (`?druck=gross`, decision 0107).
 */
import { limitedDocument } from "~/.server/http/work-limits";
import { requestOf, type RouteArgs } from "~/.server/route-request";
import { throwAsPage, throwRefusalAsPage } from "~/.server/service-errors";
import { logger } from "~/.server/logger";
import { pdfResponse, printFileName, requestedPrint } from "~/.server/pdf";
import {
  dispositionFileName,
  dispositionPdf,
  planConfirmationFileName,
  planConfirmationPdf,
  provisionSummaryFileName,
  provisionSummaryPdf,
} from "~/.server/pdf/provision";
import {
  planConfirmationData,
  provisionDocumentData,
  readDocumentProvision,
  type ProvisionDocumentData,
} from "~/.server/services/documents";
import type { Db } from "~/.server/db/client";
import type { Provision } from "~/.server/db/schema";
import { redirectWithToast } from "~/.server/toast";
import { todayInGermany } from "~/domain/dates";
import { ServiceError } from "~/domain/errors";
import type { PrintStyle } from "~/domain/print";
import { t } from "~/i18n";
import { href } from "react-router";

interface ProvisionDocument {
  /** Builds the PDF; `null`: the provision has no such document (yet), answered 404. */
  build: (
    data: ProvisionDocumentData,
    about: { db: Db; provision: Provision; print: PrintStyle },
  ) => Promise<Buffer | null>;
  fileName: (data: ProvisionDocumentData, date: Date | string) => string;
}

const DOCUMENTS = {
  summary: {
    build: (data, { print }) => provisionSummaryPdf(data, { print }),
    fileName: provisionSummaryFileName,
  },
  disposition: {
    build: (data, { print }) => dispositionPdf(data, { print }),
    fileName: dispositionFileName,
  },
  confirmation: {
    build: async (data, { db, provision, print }) => {
      const plan = await planConfirmationData(db, provision);
      return plan ? planConfirmationPdf(data, plan, { print }) : null;
    },
    fileName: planConfirmationFileName,
  },
} as const satisfies Record<string, ProvisionDocument>;

/**
 * Answers the PDF of the acting provision named by `provisionId`: another or malformed id → 404, unconfirmed
 * account → 403 with the way out (German error pages), an unknown `?druck=` → 400; a failure while building →
 * back to /documents with the general error toast.
 */
export async function provisionPdfResponse(
  kind: keyof typeof DOCUMENTS,
  { request, context, params }: RouteArgs & { params: { provisionId: string } },
): Promise<Response> {
  const { db, actor, ip, session, runtime } = requestOf({ request, context }, "signedIn");
  const print = requestedPrint(request);
  const now = runtime.clock.now();
  const provision = await readDocumentProvision(db, actor, params.provisionId, { ip, now }).catch(
    throwAsPage,
  );
  try {
    const document = DOCUMENTS[kind];
    return await limitedDocument(context, request, async () => {
      const data = await provisionDocumentData(db, provision);
      const today = todayInGermany(now);
      const pdf = await document.build(data, { db, provision, print });
      if (!pdf) throw new ServiceError("notFound");
      return pdfResponse(pdf, printFileName(document.fileName(data, today), print));
    });
  } catch (error) {
    throwRefusalAsPage(error);
    logger.error({ err: error, kind }, "provision document failed");
    return redirectWithToast(href("/documents"), session, {
      kind: "error",
      message: t("error.general"),
    });
  }
}
