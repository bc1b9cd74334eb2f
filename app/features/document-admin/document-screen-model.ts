// What the 'Dokumente' screens show, as their loaders hand it to the browser (dates already in Swiss words, so the
// browser hydrates the same text; docs/product/limits-and-constants.md, "Dates"): made on the server from the documents feature's
// views (document-screens.server.ts), read by the screens' components. Also what each person may do with a
// version: the screens offer only that, and the documents feature's functions refuse the rest.
import type { ActionResult } from "~/components/cms/action-result";
import type { SiteLanguage } from "~/lib/languages";
import type { DocumentFilters, VersionState } from "./document-admin-rules";

export interface VersionItem {
  id: number;
  label: string;
  changes: string;
  safetyRelevant: boolean;
  state: VersionState;
  /** The stored file no longer matched its hash (or was gone): no longer served. */
  integrityFailedAt: string | null;
  fileSha256: string;
  fileName: string;
  sizeBytes: number;
  /** Where staff download it: its version address once published, the staff download while a draft. */
  fileHref: string;
  uploadedBy: string;
  createdAt: string;
  publishedAt: string | null;
  withdrawnAt: string | null;
  withdrawnBy: string | null;
  withdrawnReason: string | null;
  /** A draft's newest approval request ('In Freigabe', 'Freigegeben', or rejected or void: submit again), with the review's address. */
  approval: {
    id: number;
    status: "submitted" | "approved" | "rejected" | "voided";
    submittedBy: string;
    submittedAt: string;
    decidedBy: string | null;
    decidedAt: string | null;
    reason: string | null;
  } | null;
  /** What the viewer may do with it here. */
  can: { publish: boolean; submit: boolean; withdraw: boolean; remove: boolean };
}

/** One document: a kind in a language, with its current version, the versions in work and the earlier ones. */
export interface DocumentCell {
  language: SiteLanguage;
  /** Whether visitors find it: the product's page is shown in this language (document-screens.server.ts, productScreen). */
  foundByVisitors: boolean;
  current: VersionItem | null;
  /** Drafts, submitted and approved versions, newest first. */
  inWork: VersionItem[];
  /** Every other published or withdrawn version, newest publication first ('Frühere Versionen'). */
  earlier: VersionItem[];
}

export interface KindItem {
  id: number;
  key: string;
  name: string;
  names: Partial<Record<SiteLanguage, string>>;
  requiresTextLayer: boolean;
}

export interface ProductFacts {
  articleNumber: string;
  udiDi: string;
  /** "YYYY-MM-DD" or "" while the product is still placed on the market. */
  lastPlacedOnMarket: string;
  retentionYears: number;
  /** The retention date in Swiss words ("30.06.2040"), or null without 'zuletzt in Verkehr gebracht'. */
  retentionUntil: string | null;
}

export interface ProductScreen {
  productKey: string;
  number: number;
  title: string;
  /** The product's pages, one per language, for the way back to its page editor. */
  pages: { language: SiteLanguage; title: string; slug: string }[];
  facts: ProductFacts;
  /** Its documents need a 'Freigabe' before they go live (the page rule of decision 0043 for its group). */
  requiresApproval: boolean;
  /** The QR code's address, /d/<number> from the site's configured address. */
  qrTarget: string;
  kinds: KindItem[];
  /** The languages a version may be uploaded in: the site's switched-on ones and any a document already has. */
  languages: SiteLanguage[];
  /** Per kind (in the kinds' order), per language that has versions. */
  documents: { kindId: number; cells: DocumentCell[] }[];
  rights: {
    /** Upload, publish or submit, withdraw, delete drafts, the regulatory facts. */
    manage: boolean;
    /** Retention years, deleting after the retention date, kinds. */
    configure: boolean;
  };
}

/** One row of the 'Dokumente' list: a version of a document. */
export interface DocumentListItem {
  versionId: number;
  productKey: string;
  productTitle: string;
  kindName: string;
  language: SiteLanguage;
  label: string;
  state: VersionState;
  safetyRelevant: boolean;
  integrityFailedAt: string | null;
  fileSha256: string;
  fileHref: string;
  publishedAt: string | null;
  createdAt: string;
}

/** A version whose stored file failed its integrity check, for the administrators' warning. */
export type IntegrityFailureItem = Pick<DocumentListItem, "versionId" | "productKey" | "productTitle" | "kindName" | "language" | "label"> & {
  failedAt: string;
};

export interface DocumentListScreenData {
  rows: DocumentListItem[];
  page: number;
  pageCount: number;
  total: number;
  filters: DocumentFilters;
  products: { key: string; title: string }[];
  kinds: { id: number; name: string }[];
  languages: SiteLanguage[];
  /** Only for administrators (null for everyone else). */
  integrityFailures: IntegrityFailureItem[] | null;
  mayConfigure: boolean;
  loadError: string | null;
  /** An upload sent without JavaScript and refused before its product was known comes back here (upload-return.ts). */
  uploadRefusal: { ok: false; message: string } | null;
}

/** What the product screen's action answers: the CMS's one result, with the form it answers and what was typed. */
export type ProductActionAnswer = ActionResult & { intent?: string; versionId?: number; values?: Record<string, string> };
