// The upload's answer to a form sent without JavaScript (or before the page's script ran): the browser would show the
// endpoint's JSON, so POST /cms/api/dokumente/versionen sends it back with 303 to the product's screen, the result in
// the address, and the screen shows it – the success, or the refusal with its field errors beside the fields and
// everything typed filled in again (architecture principle 7). Only the file cannot come back: a browser never
// pre-fills a file input, so the message says to choose it again. Pure: the endpoint writes the address, the
// screen's loader reads it (docs/decisions/0048-document-screens.md, "The upload").
import { isSiteLanguage } from "~/lib/languages";
import { CHANGES_LIMIT, documentTexts, LABEL_LIMIT } from "~/features/documents/document-rules";
import { DOCUMENTS_SCREEN, isProductKey, productDocumentsHref, screenTexts } from "./document-admin-rules";

/** The form's fields that come back, and those a refusal may name. */
export interface UploadValues {
  kindId: string;
  language: string;
  label: string;
  changes: string;
  safetyRelevant: boolean;
}
const errorFields = ["kindId", "language", "label", "changes", "file"] as const;
type ErrorField = (typeof errorFields)[number];

/** What the screen shows: the message, the field errors, and the values to fill in (null after a success: an empty form). */
export interface UploadReturn {
  ok: boolean;
  message: string;
  fieldErrors: Partial<Record<ErrorField, string>>;
  values: UploadValues | null;
}

/** The words in the address; German like the screens' other parameters (?version=…&aktion=…). */
const param = {
  result: "upload",
  message: "meldung",
  kindId: "art",
  language: "sprache",
  label: "bezeichnung",
  changes: "aenderungen",
  safetyRelevant: "sicherheitsrelevant",
  shortened: "gekuerzt",
  error: (field: ErrorField) => `fehler-${field}`,
} as const;

/** A message in the address is one the endpoint wrote; cut anyway, since anyone can write an address. */
const MESSAGE_LIMIT = 300;
/**
 * The longest address written. 'Was hat sich geändert' may have 4,000 characters (up to 36,000 once encoded): more
 * than proxies accept in a request line (nginx: 8 KB). Beyond this it is shortened, and the message says so.
 */
export const UPLOAD_RETURN_MAX_LENGTH = 6_000;

const clip = (value: string | null | undefined, limit: number) => (value ?? "").slice(0, limit);

/**
 * Where the endpoint sends a form without JavaScript: the product's screen with the result and what was typed, or –
 * when the product key is not one (a refusal before the form was read, a tampered form) – the documents list with
 * the message alone. Never an address the request names: only these two screens of this site.
 */
export function uploadReturnHref(
  productKey: unknown,
  answer: { ok: boolean; message: string; fieldErrors?: Record<string, string> },
  typed: Partial<Record<keyof UploadValues, string>> = {},
): string {
  const params = new URLSearchParams({ [param.result]: answer.ok ? "ok" : "fehler" });
  if (!isProductKey(productKey)) {
    if (!answer.ok) params.set(param.message, clip(answer.message, MESSAGE_LIMIT));
    return `${DOCUMENTS_SCREEN}?${params}`;
  }
  const target = productDocumentsHref(productKey.toLowerCase());
  if (answer.ok) {
    // The screen says the success in its own words; the label names the version.
    params.set(param.label, clip(typed.label?.trim(), LABEL_LIMIT));
    return `${target}?${params}`;
  }
  params.set(param.message, clip(answer.message, MESSAGE_LIMIT));
  for (const field of errorFields) {
    const error = answer.fieldErrors?.[field];
    if (error) params.set(param.error(field), clip(error, MESSAGE_LIMIT));
  }
  if (typed.kindId) params.set(param.kindId, clip(typed.kindId, 12));
  if (typed.language) params.set(param.language, clip(typed.language, 5));
  if (typed.label) params.set(param.label, clip(typed.label, LABEL_LIMIT));
  if (typed.safetyRelevant) params.set(param.safetyRelevant, "ja");
  // The changes last and as long as the address allows: what is cut is said, never silently dropped.
  const changes = clip(typed.changes, CHANGES_LIMIT);
  if (!changes) return `${target}?${params}`;
  const room = UPLOAD_RETURN_MAX_LENGTH - `${target}?${params}&${param.shortened}=1&${param.changes}=`.length;
  let kept = changes;
  while (kept && encodeURIComponent(kept).length > room) kept = kept.slice(0, Math.floor(kept.length * 0.9));
  if (kept.length < changes.length) params.set(param.shortened, "1");
  if (kept) params.set(param.changes, kept);
  return `${target}?${params}`;
}

/** Only a whole number is a kind's id, only a site language a language: anything else fills nothing in. */
function valuesFrom(params: URLSearchParams): UploadValues {
  const kindId = params.get(param.kindId) ?? "";
  const language = params.get(param.language);
  return {
    kindId: /^\d{1,12}$/.test(kindId) ? kindId : "",
    language: isSiteLanguage(language) ? language : "",
    label: clip(params.get(param.label), LABEL_LIMIT),
    changes: clip(params.get(param.changes), CHANGES_LIMIT),
    safetyRelevant: params.get(param.safetyRelevant) === "ja",
  };
}

/** The result an address brings back, for the product's screen (null when it brings none). */
export function uploadReturnFromSearch(params: URLSearchParams): UploadReturn | null {
  const result = params.get(param.result);
  if (result === "ok") {
    const label = clip(params.get(param.label), LABEL_LIMIT).trim();
    return { ok: true, message: label ? documentTexts.uploaded(label) : screenTexts.uploaded, fieldErrors: {}, values: null };
  }
  if (result !== "fehler") return null;
  const fieldErrors: UploadReturn["fieldErrors"] = {};
  for (const field of errorFields) {
    const error = params.get(param.error(field));
    if (error) fieldErrors[field] = clip(error, MESSAGE_LIMIT);
  }
  // A refusal about fields is said beside them (as the upload with JavaScript does); here what was kept and what not.
  const said = Object.keys(fieldErrors).length ? screenTexts.checkFields : clip(params.get(param.message), MESSAGE_LIMIT) || screenTexts.uploadFailed;
  const parts = [said, screenTexts.chooseFileAgain];
  if (params.get(param.shortened) === "1") parts.push(screenTexts.changesShortened);
  return { ok: false, message: parts.join(" "), fieldErrors, values: valuesFrom(params) };
}

/** The result on the documents list (a refusal before the form was read): its message alone. */
export function uploadRefusalFromSearch(params: URLSearchParams): { ok: false; message: string } | null {
  if (params.get(param.result) !== "fehler") return null;
  return { ok: false, message: clip(params.get(param.message), MESSAGE_LIMIT) || screenTexts.uploadFailed };
}
