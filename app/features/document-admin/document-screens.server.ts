// The server side of the 'Dokumente' screens (docs/decisions/0048-document-screens.md): their loaders and actions, thin
// over the documents feature's functions (app/features/documents/documents.server.ts), which check the viewer and run each write
// in one transaction. Here: who may open a screen, the list's filters and pages, what each person is offered per
// version, Swiss dates, and every refusal turned into the screens' one answer (a German message, field errors, what
// was typed).
import { data } from "react-router";
import { z } from "zod";
import { db } from "#db/client.server";
import { can } from "~/core/access/access-control";
import type { Viewer } from "~/core/access/viewer";
import { env } from "~/core/env.server";
import { logger } from "~/core/logger.server";
import { requestedPage } from "~/components/cms/cms-pagination";
import { collectionAnswer, type CollectionActionData } from "~/features/cms/collection-actions.server";
import { requireOperation, requireStaff } from "~/features/auth/viewer.server";
import { ApprovalError } from "~/features/approval/approval.server";
import {
  deleteDocumentVersion,
  DocumentError,
  documentIntegrityFailures,
  documentListChoices,
  listDocumentKinds,
  listDocumentPage,
  moveDocumentKind,
  productDocuments,
  publishDocumentVersion,
  saveDocumentKind,
  submitDocumentVersion,
  updateProductRecord,
  withdrawDocumentVersion,
  type DocumentListRow,
  type DocumentVersionView,
  type ProductDocumentsView,
} from "~/features/documents/documents.server";
import { documentTexts, swissDay } from "~/features/documents/document-rules";
import { productDocumentLanguages } from "~/features/visitor-site/documents.server";
import { siteIndexOf } from "~/features/visitor-site/page-view.server";
import { formatSwissDateTime } from "~/lib/date-format";
import { formText } from "~/lib/form-validation";
import { isSiteLanguage, siteLanguages, type SiteLanguage } from "~/lib/languages";
import { isMoveDirection } from "~/lib/neighbour-order";
import { isRouterResponse } from "~/lib/router-response";
import {
  DOCUMENT_LIST_PAGE_SIZE,
  filtersFromSearch,
  groupVersions,
  isProductKey,
  productIntents,
  productQrTarget,
  qrCodeFormats,
  screenTexts,
} from "./document-admin-rules";
import { maySeeDocuments, versionRights } from "./document-access";
import type {
  DocumentCell,
  DocumentListItem,
  DocumentListScreenData,
  IntegrityFailureItem,
  KindItem,
  ProductActionAnswer,
  ProductScreen,
  VersionItem,
} from "./document-screen-model";
import { kindIntents, kindMessages, parseKindForm, type KindFormValues } from "./document-kind-form";
import { productQrCode } from "./product-qr-code.server";
import { uploadRefusalFromSearch, uploadReturnFromSearch, type UploadReturn } from "./upload-return";

const forbidden = () => data({ ok: false, message: documentTexts.forbidden }, { status: 403 });

/** A screen of 'Dokumente': signed in (else /login), approved (else the waiting screen), and an editor, approver or administrator. */
async function requireDocumentsViewer(request: Request): Promise<Viewer> {
  const viewer = await requireStaff(request);
  if (!maySeeDocuments(viewer.role)) throw forbidden();
  return viewer;
}

const swiss = (date: Date | null) => (date ? formatSwissDateTime(date) : null);
const languageOf = (value: string): SiteLanguage => (isSiteLanguage(value) ? value : "de");

// ---------------------------------------------------------------------------------------------------
// The list

function listItem(row: DocumentListRow): DocumentListItem {
  return {
    versionId: row.versionId,
    productKey: row.productKey,
    productTitle: row.productTitle,
    kindName: row.kindName,
    language: languageOf(row.language),
    label: row.label,
    state: row.state,
    safetyRelevant: row.safetyRelevant,
    integrityFailedAt: swiss(row.integrityFailedAt),
    fileSha256: row.fileSha256,
    fileHref: row.publicPath ?? row.staffPath,
    publishedAt: swiss(row.publishedAt),
    createdAt: formatSwissDateTime(row.createdAt),
  };
}

/** /cms/dokumente: one page of the filtered list, the filters' choices, and for administrators the integrity failures. */
export async function loadDocumentList(request: Request): Promise<DocumentListScreenData> {
  const viewer = await requireDocumentsViewer(request);
  const url = new URL(request.url);
  const filters = filtersFromSearch(url.searchParams);
  const mayConfigure = can(viewer.role, "documents.configure");
  const uploadRefusal = uploadRefusalFromSearch(url.searchParams);
  try {
    // The page, its count and the filters' choices are each one query; no request reads every version.
    const [picked, choices, failures] = await Promise.all([
      listDocumentPage(viewer, filters, requestedPage(url.searchParams.get("seite")), DOCUMENT_LIST_PAGE_SIZE),
      documentListChoices(viewer),
      mayConfigure ? documentIntegrityFailures() : Promise.resolve(null),
    ]);
    return {
      ...picked,
      rows: picked.rows.map(listItem),
      filters,
      products: choices.products,
      // In the administrators' order (/cms/dokumente/arten), as every list of kinds.
      kinds: choices.kinds.map(({ id, name }) => ({ id, name })),
      languages: siteLanguages.filter((language) => choices.languages.includes(language) || language === filters.language),
      integrityFailures:
        failures?.map((failure): IntegrityFailureItem => ({
          versionId: failure.versionId,
          productKey: failure.productKey,
          productTitle: failure.productTitle,
          kindName: failure.kindName,
          language: languageOf(failure.language),
          label: failure.label,
          failedAt: formatSwissDateTime(failure.failedAt),
        })) ?? null,
      mayConfigure,
      loadError: null,
      uploadRefusal,
    };
  } catch (error) {
    if (isRouterResponse(error)) throw error;
    logger.error({ error: (error as Error).message }, "Dokumente konnten nicht geladen werden");
    return {
      rows: [],
      page: 1,
      pageCount: 1,
      total: 0,
      filters,
      products: [],
      kinds: [],
      languages: [],
      integrityFailures: null,
      mayConfigure,
      loadError: screenTexts.loadFailed,
      uploadRefusal,
    };
  }
}

// ---------------------------------------------------------------------------------------------------
// One product

/** The answer to a product that is not one (a refusal of the documents feature), as the route's 404. */
async function productView(viewer: Viewer, productKey: string | undefined): Promise<ProductDocumentsView> {
  if (!isProductKey(productKey)) throw data({ ok: false, message: screenTexts.productNotFound }, { status: 404 });
  try {
    return await productDocuments(viewer, productKey.toLowerCase());
  } catch (error) {
    if (error instanceof DocumentError && error.status === 404) throw data({ ok: false, message: error.message }, { status: 404 });
    throw error;
  }
}

function versionItem(version: DocumentVersionView, product: ProductDocumentsView["product"], role: Viewer["role"]): VersionItem {
  const approval = version.approval;
  return {
    id: version.id,
    label: version.label,
    changes: version.changes,
    safetyRelevant: version.safetyRelevant,
    state: version.state,
    integrityFailedAt: swiss(version.integrityFailedAt),
    fileSha256: version.fileSha256,
    fileName: version.fileName,
    sizeBytes: version.sizeBytes,
    fileHref: version.publicPath ?? version.staffPath,
    uploadedBy: version.uploadedBy,
    createdAt: formatSwissDateTime(version.createdAt),
    publishedAt: swiss(version.publishedAt),
    withdrawnAt: swiss(version.withdrawnAt),
    withdrawnBy: version.withdrawnBy,
    withdrawnReason: version.withdrawnReason,
    approval:
      approval && version.status === "draft"
        ? {
            id: approval.id,
            status: approval.status,
            submittedBy: approval.submittedBy,
            submittedAt: formatSwissDateTime(approval.submittedAt),
            decidedBy: approval.decidedBy,
            decidedAt: swiss(approval.decidedAt),
            reason: approval.reason,
          }
        : null,
    can: versionRights(version, product, role),
  };
}

/**
 * `visitorLanguages`: the languages in which visitors find the product's documents – where its product page is shown
 * (the read model's rule, decision 0047). A document in another language is published but found by no visitor; the
 * screen says so at the document instead of leaving it to be discovered.
 */
export function productScreen(
  viewer: Viewer,
  view: ProductDocumentsView,
  switchedOn: readonly SiteLanguage[],
  visitorLanguages: readonly SiteLanguage[],
): ProductScreen {
  const { product } = view;
  const kinds: KindItem[] = view.kinds.map((kind) => ({
    id: kind.id,
    key: kind.key,
    name: kind.name,
    names: kind.names,
    requiresTextLayer: kind.requiresTextLayer,
  }));
  const withVersions = view.documents.filter((d) => d.versions.length > 0);
  const german = view.pages.find((p) => p.language === "de") ?? view.pages[0];
  return {
    productKey: product.key,
    number: product.number,
    title: german?.title ?? "–",
    pages: view.pages.map((p) => ({ language: languageOf(p.language), title: p.title, slug: p.slug })),
    facts: {
      articleNumber: product.articleNumber ?? "",
      udiDi: product.udiDi ?? "",
      lastPlacedOnMarket: product.lastPlacedOnMarket ?? "",
      retentionYears: product.retentionYears,
      retentionUntil: product.retentionUntil ? swissDay(product.retentionUntil) : null,
    },
    requiresApproval: product.requiresApproval,
    qrTarget: productQrTarget(env().siteUrl, product.number),
    kinds,
    languages: siteLanguages.filter((language) => switchedOn.includes(language) || withVersions.some((d) => d.language === language)),
    documents: kinds
      .map((kind) => ({
        kindId: kind.id,
        cells: withVersions
          .filter((d) => d.kindId === kind.id)
          .map((d): DocumentCell => ({
            language: d.language,
            foundByVisitors: visitorLanguages.includes(d.language),
            ...groupVersions(
              d.versions.map((v) => versionItem(v, product, viewer.role)),
              d.versions.find((v) => v.current)?.id ?? null,
            ),
          })),
      }))
      .filter((d) => d.cells.length > 0),
    rights: { manage: can(viewer.role, "documents.manage"), configure: can(viewer.role, "documents.configure") },
  };
}

/** /cms/dokumente/produkt/<key>, with the result of an upload sent without JavaScript (upload-return.ts). */
export async function loadProductScreen(request: Request, productKey: string | undefined): Promise<ProductScreen & { uploadReturn: UploadReturn | null }> {
  const viewer = await requireDocumentsViewer(request);
  const view = await productView(viewer, productKey);
  const index = await siteIndexOf(db());
  const visitorLanguages = await productDocumentLanguages(db(), view.product.number, index);
  return { ...productScreen(viewer, view, index.shownLanguages, visitorLanguages), uploadReturn: uploadReturnFromSearch(new URL(request.url).searchParams) };
}

const versionIdSchema = z.coerce.number().int().positive();

/** A refusal of the documents feature (or of the approval it uses) as the screen's answer; anything else is logged and said plainly. */
function refused(error: unknown, answer: Omit<ProductActionAnswer, "ok" | "message">) {
  if (isRouterResponse(error)) {
    // writeContent's 409 for a write that raced another: said like any other refusal.
    const raced = error as { data?: { message?: string }; init?: { status?: number } | null };
    if (raced.init?.status === 409)
      return data<ProductActionAnswer>({ ...answer, ok: false, message: raced.data?.message ?? screenTexts.actionFailed }, { status: 409 });
    throw error;
  }
  if (error instanceof DocumentError) {
    return data<ProductActionAnswer>({ ...answer, ok: false, message: error.message, fieldErrors: error.fieldErrors }, { status: error.status });
  }
  if (error instanceof ApprovalError) return data<ProductActionAnswer>({ ...answer, ok: false, message: error.message }, { status: error.status });
  logger.error({ ...answer, error: (error as Error).message }, "Dokument-Aktion fehlgeschlagen");
  return data<ProductActionAnswer>({ ...answer, ok: false, message: screenTexts.actionFailed }, { status: 500 });
}

/** The regulatory facts, and a version's publication, submission, withdrawal or deletion. */
export async function handleProductAction(request: Request, productKey: string | undefined) {
  const viewer = await requireOperation(request, "documents.manage");
  if (!isProductKey(productKey)) return data<ProductActionAnswer>({ ok: false, message: screenTexts.productNotFound }, { status: 404 });
  const key = productKey.toLowerCase();
  const form = await request.formData();
  const intent = formText(form, "intent");

  if (intent === productIntents.saveFacts) {
    const values = {
      articleNumber: formText(form, "articleNumber"),
      udiDi: formText(form, "udiDi"),
      lastPlacedOnMarket: formText(form, "lastPlacedOnMarket"),
      retentionYears: formText(form, "retentionYears"),
    };
    const years = values.retentionYears.trim();
    try {
      await updateProductRecord(viewer, key, {
        articleNumber: values.articleNumber,
        udiDi: values.udiDi,
        lastPlacedOnMarket: values.lastPlacedOnMarket,
        // Not sent by whoever may not set it (the field is shown, not offered): the stored value stays.
        ...(years ? { retentionYears: /^\d{1,3}$/.test(years) ? Number(years) : Number.NaN } : {}),
      });
      return { ok: true, intent, message: screenTexts.factsSaved } satisfies ProductActionAnswer;
    } catch (error) {
      return refused(error, { intent, values });
    }
  }

  const parsedId = versionIdSchema.safeParse(form.get("versionId"));
  if (!parsedId.success) return data<ProductActionAnswer>({ ok: false, intent, message: screenTexts.unknownAction }, { status: 400 });
  const versionId = parsedId.data;
  try {
    switch (intent) {
      case productIntents.publish:
        await publishDocumentVersion(viewer, versionId);
        return { ok: true, intent, message: screenTexts.published } satisfies ProductActionAnswer;
      case productIntents.submit:
        await submitDocumentVersion(viewer, versionId, formText(form, "comment"));
        return { ok: true, intent, message: screenTexts.submitted } satisfies ProductActionAnswer;
      case productIntents.withdraw:
        await withdrawDocumentVersion(viewer, versionId, formText(form, "reason"));
        return { ok: true, intent, message: screenTexts.withdrawn } satisfies ProductActionAnswer;
      case productIntents.remove:
        await deleteDocumentVersion(viewer, versionId);
        return { ok: true, intent, message: screenTexts.deleted } satisfies ProductActionAnswer;
      default:
        return data<ProductActionAnswer>({ ok: false, intent, message: screenTexts.unknownAction }, { status: 400 });
    }
  } catch (error) {
    return refused(error, { intent, versionId, values: { reason: formText(form, "reason"), comment: formText(form, "comment") } });
  }
}

/** The product's QR code, SVG or PNG, for whoever sees the product's documents. */
export async function handleQrCodeDownload(request: Request, productKey: string | undefined): Promise<Response> {
  const viewer = await requireDocumentsViewer(request);
  const view = await productView(viewer, productKey);
  const format = qrCodeFormats.find((f) => new URL(request.url).pathname.endsWith(`.${f}`)) ?? "svg";
  const file = await productQrCode(productQrTarget(env().siteUrl, view.product.number), view.product.number, format);
  return new Response(typeof file.body === "string" ? file.body : new Uint8Array(file.body), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

// ---------------------------------------------------------------------------------------------------
// Kinds

/** /cms/dokumente/arten (administrators). */
export async function loadKindScreen(request: Request) {
  const viewer = await requireStaff(request, "documents.configure");
  try {
    const rows = await listDocumentKinds(viewer);
    return { items: rows.map((k) => ({ id: k.id, key: k.key, names: k.names, requiresTextLayer: k.requiresTextLayer })), loadError: null };
  } catch (error) {
    logger.error({ error: (error as Error).message }, "Dokumentarten konnten nicht geladen werden");
    return { items: [], loadError: kindMessages.loadFailed };
  }
}

/** 'Nach oben'/'Nach unten' on the kinds screen: a form post (works without JavaScript) naming the kind, the direction and the neighbour seen. */
async function moveKind(viewer: Viewer, form: FormData) {
  const intent = kindIntents.move;
  const id = versionIdSchema.safeParse(form.get("id"));
  const direction = formText(form, "direction");
  const neighbour = versionIdSchema.safeParse(form.get("neighbourId"));
  if (!id.success || !isMoveDirection(direction)) return collectionAnswer({ ok: false, intent, message: screenTexts.unknownAction }, 400);
  try {
    const moved = await moveDocumentKind(viewer, id.data, direction, neighbour.success ? neighbour.data : undefined);
    return collectionAnswer({ ok: true, intent, id: moved.id, message: documentTexts.kindMoved(moved.name) });
  } catch (error) {
    if (isRouterResponse(error)) throw error;
    if (error instanceof DocumentError) return collectionAnswer({ ok: false, intent, id: id.data, message: error.message }, error.status);
    logger.error({ intent, error: (error as Error).message }, "Dokumentart konnte nicht verschoben werden");
    return collectionAnswer({ ok: false, intent, id: id.data, message: kindMessages.saveFailed }, 500);
  }
}

/** saveDocumentKind names a kind's names 'names.de'; the form's fields are 'name_de'. */
function kindFieldErrors(errors: Record<string, string> | undefined) {
  return errors ? Object.fromEntries(Object.entries(errors).map(([field, message]) => [field.replace(/^names\./, "name_"), message])) : undefined;
}

export async function handleKindAction(request: Request) {
  const viewer = await requireOperation(request, "documents.configure");
  const form = await request.formData();
  const intent = formText(form, "intent");
  const answer = (body: CollectionActionData<KindFormValues>, status = 200) => collectionAnswer(body, status);
  if (intent === kindIntents.move) return moveKind(viewer, form);
  if (intent !== kindIntents.create && intent !== kindIntents.update) return answer({ ok: false, intent, message: screenTexts.unknownAction }, 400);
  const editing = intent === kindIntents.update;
  const id = editing ? versionIdSchema.safeParse(form.get("id")) : undefined;
  if (id && !id.success) return answer({ ok: false, intent, message: kindMessages.notFound }, 404);
  const parsed = parseKindForm(form);
  const kindId = id?.success ? id.data : undefined;
  if (!parsed.ok) return answer({ ok: false, intent, id: kindId, message: kindMessages.invalid, fieldErrors: parsed.fieldErrors, values: parsed.values }, 400);
  try {
    const saved = await saveDocumentKind(viewer, { id: kindId, ...parsed.value });
    return answer({ ok: true, intent, id: saved.id, message: editing ? kindMessages.updated : kindMessages.created });
  } catch (error) {
    if (isRouterResponse(error)) throw error;
    if (error instanceof DocumentError) {
      const fieldErrors = kindFieldErrors(error.fieldErrors);
      return answer(
        { ok: false, intent, id: kindId, message: fieldErrors ? kindMessages.invalid : error.message, fieldErrors, values: parsed.values },
        error.status,
      );
    }
    logger.error({ intent, error: (error as Error).message }, "Dokumentart konnte nicht gespeichert werden");
    return answer({ ok: false, intent, id: kindId, message: kindMessages.saveFailed, values: parsed.values }, 500);
  }
}
