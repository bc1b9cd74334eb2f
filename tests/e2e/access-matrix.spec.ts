// The access matrix (docs/decisions/0004-staff-roles.md, docs/decisions/0038-translator-role.md). Every CMS route and every CMS write, asked
// by the six kinds of visitor (anonymous, an account waiting for approval, a translator, an approver ('Freigabe'), an editor, an administrator), with the answer each must
// get — and, for a refused write, proof that nothing changed.
//
// EXTEND THE TABLES when a CMS route or a write appears in app/routes.ts: a row in `pageMatrix` for
// every screen, a row in `writeMatrix` for every action intent. The two "covers every …" tests at the
// end fail for a CMS route without a row, so nothing new goes unchecked.
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { admin, createUser, findUser, newApiContext, originHeader, setRole, signInViaApi, SITE_URL, STAFF_DOMAIN, uniqueEmail } from "./fixtures";

type Visitor = "anonymous" | "pending" | "translator" | "approver" | "editor" | "admin";
const visitors: Visitor[] = ["anonymous", "pending", "translator", "approver", "editor", "admin"];

// ---------------------------------------------------------------------------------------------------
// Screens: GET, no redirects followed.

/** 302 to /login?redirectTo=<the path asked for>. */
const LOGIN = "login" as const;
/** 302 to exactly this path. */
const to = (target: string) => ({ redirect: target });
/** 301 to exactly this path: an old address that moved for good. */
const movedTo = (target: string) => ({ redirect: target, permanent: true });
type PageAnswer = 200 | 400 | 401 | 403 | 404 | 405 | typeof LOGIN | { redirect: string; permanent?: boolean };

/** A screen inside the CMS frame that every member of staff may open (requireStaff), translators included. */
const staffScreen: Record<Visitor, PageAnswer> = {
  anonymous: LOGIN,
  pending: to("/cms/kontofreigabe"),
  translator: 200,
  approver: 200,
  editor: 200,
  admin: 200,
};
/** A screen of editors and administrators: settings, templates, messages, redirects (not translators). */
const editorScreen: Record<Visitor, PageAnswer> = { ...staffScreen, translator: 403, approver: 403 };
/** A 'Freigabe' screen (approvals.view, docs/decisions/0039-approval.md): editors, approvers and administrators, not translators. */
const approvalScreen: Record<Visitor, PageAnswer> = { ...staffScreen, translator: 403 };
/** A screen for administrators only. */
const adminScreen: Record<Visitor, PageAnswer> = {
  anonymous: LOGIN,
  pending: to("/cms/kontofreigabe"),
  translator: 403,
  approver: 403,
  editor: 403,
  admin: 200,
};

const pageMatrix: Record<string, Record<Visitor, PageAnswer>> = {
  "/cms": {
    anonymous: to("/cms-overview"),
    pending: to("/cms-overview"),
    translator: to("/cms-overview"),
    approver: to("/cms-overview"),
    editor: to("/cms-overview"),
    admin: to("/cms-overview"),
  },
  // 'Kontofreigabe' moved from /cms/freigabe ('Freigabe' names the approval of page versions now); the old address leads there.
  "/cms/freigabe": {
    anonymous: movedTo("/cms/kontofreigabe"),
    pending: movedTo("/cms/kontofreigabe"),
    translator: movedTo("/cms/kontofreigabe"),
    approver: movedTo("/cms/kontofreigabe"),
    editor: movedTo("/cms/kontofreigabe"),
    admin: movedTo("/cms/kontofreigabe"),
  },
  // The waiting screen sends the anonymous to /login without a redirectTo: after signing in, a
  // waiting account lands here anyway, everyone else in the CMS.
  "/cms/kontofreigabe": {
    anonymous: to("/login"),
    pending: 200,
    translator: to("/cms-overview"),
    approver: to("/cms-overview"),
    editor: to("/cms-overview"),
    admin: to("/cms-overview"),
  },
  "/cms-overview": staffScreen,
  "/cms/konto": staffScreen,
  "/cms/users": adminScreen,
  // 'Datenschutz-Anfragen' (docs/decisions/0015-privacy-requests.md): administrators only. The export answers POSTs; asked as a page, it
  // leads administrators back to the screen.
  "/cms/datenschutz": adminScreen,
  "/cms/datenschutz/export": {
    anonymous: LOGIN,
    pending: to("/cms/kontofreigabe"),
    translator: 403,
    approver: 403,
    editor: 403,
    admin: to("/cms/datenschutz"),
  },
  "/cms/global": editorScreen,
  "/cms/email-templates": editorScreen,
  "/cms/testimonials": editorScreen,
  "/cms/nachrichten": editorScreen,
  // The inbox's CSV download (a resource route): like the inbox itself.
  "/cms/nachrichten/export.csv": editorScreen,
  // The 'Freigabe-Protokoll' exports (docs/decisions/0039-approval.md): everyone with 'approvals.view' (editors, approvers, administrators).
  "/cms/freigabe-protokoll/export.csv": approvalScreen,
  "/cms/freigabe-protokoll/export.pdf": approvalScreen,
  // The 'Freigabe' screens (docs/decisions/0039-approval.md): the open submissions, one submission (none with this id: 404), the log.
  "/cms/freigaben": approvalScreen,
  "/cms/freigaben/987654321": { anonymous: LOGIN, pending: to("/cms/kontofreigabe"), translator: 403, approver: 404, editor: 404, admin: 404 },
  "/cms/freigabe-protokoll": approvalScreen,
  // 'Dokumente' (docs/decisions/0048-document-screens.md): editors manage, approvers see what they review, translators do not see them;
  // the kinds are the administrators'. A product that is none (no page group of kind 'product'): 404, and so its QR code.
  "/cms/dokumente": approvalScreen,
  "/cms/dokumente/arten": adminScreen,
  // Requests for printed copies (printedCopies.handle, docs/decisions/0047-printed-copies.md): editors and administrators.
  "/cms/dokumente/anfragen": editorScreen,
  "/cms/dokumente/anfragen/export.csv": editorScreen,
  "/cms/dokumente/produkt/00000000-0000-4000-8000-000000000000": { ...approvalScreen, approver: 404, editor: 404, admin: 404 },
  "/cms/dokumente/produkt/00000000-0000-4000-8000-000000000000/qr-code.svg": { ...approvalScreen, approver: 404, editor: 404, admin: 404 },
  "/cms/dokumente/produkt/00000000-0000-4000-8000-000000000000/qr-code.png": { ...approvalScreen, approver: 404, editor: 404, admin: 404 },
  // Its JSON endpoint answers POSTs only.
  "/cms/api/freigabe": { anonymous: 401, pending: 403, translator: 405, approver: 405, editor: 405, admin: 405 },
  // The sections demo: a staff screen in the site's frame (its first visit writes the demo sections);
  // its other address, /sections-demo, leads there for everyone.
  // Its first visit writes sections: not for translators.
  "/sections": editorScreen,
  "/sections-demo": {
    anonymous: to("/sections"),
    pending: to("/sections"),
    translator: to("/sections"),
    approver: to("/sections"),
    editor: to("/sections"),
    admin: to("/sections"),
  },
  "/cms/postausgang": editorScreen,
  "/cms/seiten": staffScreen,
  // 'Übersetzungen' (docs/decisions/0038-translator-role.md): every member of staff, translators first of all.
  // Not for approvers: they judge submissions, they do not work on translations.
  "/cms/uebersetzungen": { ...staffScreen, approver: 403 },
  "/cms/weiterleitungen": editorScreen,
  // The page editor (sections.edit): approvers read what they judge on the review screen, not here.
  "/cms/page-editor/kontakt": { ...staffScreen, approver: 403 },
  "/cms-editor/kontakt": { ...staffScreen, approver: 403 },
  "/cms/media-library": staffScreen,
  "/cms-media-library": staffScreen,
  // The media pickers' list is JSON, not a screen: no login redirect, a plain 401 / 403. Reading it is harmless to translators.
  "/cms/api/medien": { anonymous: 401, pending: 403, translator: 200, approver: 200, editor: 200, admin: 200 },
  // The 'Veröffentlichungs-Check' (docs/decisions/0014-publish-check.md; JSON): editors and administrators; asked without a page, 400.
  "/cms/api/veroeffentlichungs-check": { anonymous: 401, pending: 403, translator: 400, approver: 403, editor: 400, admin: 400 },
  // Its counts for the page list's rows (docs/decisions/0024-uncached-render-and-list-counts.md): the same people; ids that are no pages' ids, 400.
  "/cms/api/veroeffentlichungs-check?seiten=1,2": { anonymous: 401, pending: 403, translator: 200, approver: 403, editor: 200, admin: 200 },
  "/cms/api/veroeffentlichungs-check?seiten=1,x": { anonymous: 401, pending: 403, translator: 400, approver: 403, editor: 400, admin: 400 },
  // The edit mode's JSON endpoint: the same plain 401 / 403; asked without a slug, staff get 400.
  "/cms/api/live-edit": { anonymous: 401, pending: 403, translator: 400, approver: 403, editor: 400, admin: 400 },
  // The 'Vorschau-Link' dialog's list (tests/integration/preview-links.test.ts): JSON, the same plain 401 / 403; without a page, 400.
  "/cms/api/vorschau-links": { anonymous: 401, pending: 403, translator: 403, approver: 403, editor: 400, admin: 400 },
  // 'Keine Anpassung nötig' (docs/decisions/0036-translation-out-of-date.md) and the XLIFF upload take POST only: the same plain 401 / 403, then 400.
  "/cms/api/keine-anpassung": { anonymous: 401, pending: 403, translator: 400, approver: 403, editor: 400, admin: 400 },
  // The matrix's translator has no languages: no XLIFF exchange at all (docs/decisions/0042-xliff-conflicts.md), 403.
  "/cms/uebersetzungen/xliff-import": { anonymous: 401, pending: 403, translator: 403, approver: 403, editor: 400, admin: 400 },
  // The XLIFF download (docs/decisions/0037-xliff-exchange.md): staff who may exchange translations; without a language, 400.
  "/cms/uebersetzungen/xliff-export": { anonymous: 401, pending: 403, translator: 403, approver: 403, editor: 400, admin: 400 },
};

// ---------------------------------------------------------------------------------------------------
// Writes: POST, form-encoded, with the site's Origin, to the route's `.data` address — what the CMS
// forms send once the page runs (React Router single fetch). A form posted without JavaScript gets
// the same refusal, rendered as a page: see the test "a form posted without JavaScript …" below.

/** What the target account looks like: a refused write must leave all of it as it was. */
interface TargetState {
  role: string | null;
  banned: boolean;
  signedIn: boolean;
}

/**
 * The allowed answer: any of these statuses ("past the guard": any but 401, 403 and 5xx), and the
 * target then looks like `effect` says.
 */
interface Allowed {
  status: readonly number[] | "past the guard";
  effect?: Partial<TargetState>;
}
type WriteAnswer = 401 | 403 | Allowed;
const ok = (effect?: Partial<TargetState>): Allowed => ({ status: [200, 204], effect });

interface WriteRow {
  /** The form (or, for JSON actions, `json`); `target` is a waiting account, signed in, made for the matrix. */
  form?: (target: { id: string }) => Record<string, string>;
  json?: (target: { id: string }) => object;
  /** Where to post when it is not the route's own action (`<path>.data`), e.g. an Express endpoint. */
  endpoint?: string;
  headers?: Record<string, string>;
  answers: Record<Visitor, WriteAnswer>;
  /** Brings the target into the state the write needs (as administrator, through better-auth). */
  prepare?: (adminRequest: APIRequestContext, target: { id: string }) => Promise<void>;
}

const onlyAdmin = (effect: Partial<TargetState>): Record<Visitor, WriteAnswer> => ({
  anonymous: 401,
  pending: 403,
  translator: 403,
  approver: 403,
  editor: 403,
  admin: ok(effect),
});
const pastTheGuard: Allowed = { status: "past the guard" };

/** A screen of editors and administrators (settings, templates, messages, media): translators are refused. */
const contentGuard: WriteRow = {
  form: () => ({ intent: "matrix-unbekannt" }),
  answers: { anonymous: 401, pending: 403, translator: 403, approver: 403, editor: pastTheGuard, admin: pastTheGuard },
};
/** A page's own screen: translators get past the guard too (recordRevision then holds them to the translated fields); approvers edit nothing. */
const pageGuard: WriteRow = {
  form: () => ({ intent: "matrix-unbekannt" }),
  answers: { anonymous: 401, pending: 403, translator: pastTheGuard, approver: 403, editor: pastTheGuard, admin: pastTheGuard },
};

const writeMatrix: Record<string, WriteRow> = {
  "/cms/users approve": { form: (t) => ({ intent: "approve", userId: t.id }), answers: onlyAdmin({ role: "editor" }) },
  "/cms/users set-role": { form: (t) => ({ intent: "set-role", userId: t.id, role: "admin" }), answers: onlyAdmin({ role: "admin" }) },
  "/cms/users ban": { form: (t) => ({ intent: "ban", userId: t.id }), answers: onlyAdmin({ banned: true, signedIn: false }) },
  "/cms/users unban": {
    form: (t) => ({ intent: "unban", userId: t.id }),
    prepare: async (adminRequest, t) => {
      const res = await adminRequest.post("/api/auth/admin/ban-user", { data: { userId: t.id }, headers: originHeader });
      expect(res.status(), "Vorbereitung: sperren").toBe(200);
    },
    answers: onlyAdmin({ banned: false }),
  },
  "/cms/users revoke-sessions": { form: (t) => ({ intent: "revoke-sessions", userId: t.id }), answers: onlyAdmin({ signedIn: false }) },
  // Privacy requests (privacy.manage, docs/decisions/0015-privacy-requests.md): administrators only, for every intent and the export.
  // An address nobody uses: the administrator's erase finds nothing, so the target stays as it is.
  "/cms/datenschutz save-retention": { form: () => ({ intent: "save-retention", months: "24" }), answers: onlyAdmin({}) },
  "/cms/datenschutz search": { form: () => ({ intent: "search", email: "matrix.niemand@beispiel.ch" }), answers: onlyAdmin({}) },
  "/cms/datenschutz confirm-erase": { form: () => ({ intent: "confirm-erase", email: "matrix.niemand@beispiel.ch" }), answers: onlyAdmin({}) },
  "/cms/datenschutz erase": { form: () => ({ intent: "erase", email: "matrix.niemand@beispiel.ch", confirmed: "ja" }), answers: onlyAdmin({}) },
  "/cms/datenschutz/export export": {
    endpoint: "/cms/datenschutz/export",
    form: () => ({ email: "matrix.niemand@beispiel.ch" }),
    answers: onlyAdmin({}),
  },
  // Starting two-factor enrolment is each person's own business: staff only, and the wrong password
  // ends it at better-auth (400) — past the guard, changing nothing.
  "/cms/konto two-factor-enable": {
    form: () => ({ intent: "two-factor-enable", password: "falsches-passwort" }),
    answers: { anonymous: 401, pending: 403, translator: { status: [400] }, approver: { status: [400] }, editor: { status: [400] }, admin: { status: [400] } },
  },
  // 'Sprachen' (languages.manage): administrators only, though editors edit the rest of /cms/global. A language
  // the site does not have stops the administrator past the guard (400), so nothing is switched; the
  // editor is refused before the input is looked at.
  "/cms/global save-languages": {
    form: () => ({ intent: "save-languages", languages: "xx" }),
    answers: { anonymous: 401, pending: 403, translator: 403, approver: 403, editor: 403, admin: { status: [400] } },
  },
  // Content screens of other issues: here only their guard, asked with an intent no screen knows —
  // refused before anything is read for the anonymous and the waiting, answered without a write
  // (400, unknown action) for staff. Their own tests check what their writes do.
  "/cms/global guard": contentGuard,
  "/cms/email-templates guard": contentGuard,
  "/cms/testimonials guard": contentGuard,
  "/cms/nachrichten guard": contentGuard,
  "/cms/media-library guard": contentGuard,
  "/cms/page-editor/kontakt guard": pageGuard,
  // A product's documents (documents.manage): approvers see them but change nothing.
  "/cms/dokumente/produkt/00000000-0000-4000-8000-000000000000 guard": contentGuard,
  // 'versandt am' of a printed copy's request (printedCopies.handle): editors and administrators.
  "/cms/dokumente/anfragen guard": contentGuard,
  // A document kind (documents.configure): administrators only; an invalid key stops them past the guard (400), nothing is written.
  "/cms/dokumente/arten create": {
    form: () => ({ intent: "create-kind", key: "Matrix Ungültig", name_de: "Matrix" }),
    answers: { anonymous: 401, pending: 403, translator: 403, approver: 403, editor: 403, admin: { status: [400] } },
  },
  // The daily notice's switch on 'Übersetzungen' (docs/decisions/0038-translator-role.md) is a global setting (settings.edit). Posted
  // without the box ticked: it stays off, as the site has it, so no test gets mails from it.
  "/cms/uebersetzungen save-notices": {
    form: () => ({ intent: "save-notices" }),
    answers: { anonymous: 401, pending: 403, translator: 403, approver: 403, editor: ok(), admin: ok() },
  },
  // Adding redirects (docs/decisions/0013-page-addresses-and-redirects.md): editors and administrators, like pages. A redirect from a page's
  // own address is refused past the guard (400), so nothing is written by anyone.
  "/cms/weiterleitungen create": {
    form: () => ({ intent: "create-redirect", source: "/kontakt", target: "/ueber-uns", status: "301" }),
    answers: { anonymous: 401, pending: 403, translator: 403, approver: 403, editor: { status: [400] }, admin: { status: [400] } },
  },
  // The edit mode's section and page actions (JSON). An unknown intent gets past the guard only for staff.
  "/cms/api/live-edit sections": {
    endpoint: "/cms/api/live-edit?slug=/kontakt",
    json: () => ({ intent: "matrix-unbekannt", data: { baseRevision: 0 } }),
    answers: { anonymous: 401, pending: 403, translator: pastTheGuard, approver: 403, editor: pastTheGuard, admin: pastTheGuard },
  },
  // Deleting the page from the edit mode: administrators only, as in the page list.
  "/cms/api/live-edit page delete": {
    endpoint: "/cms/api/live-edit?slug=/kontakt&scope=page",
    json: () => ({ intent: "delete", data: { pageId: 987654321, baseRevision: 0 } }),
    answers: { anonymous: 401, pending: 403, translator: 403, approver: 403, editor: 403, admin: pastTheGuard },
  },
  // Creating and revoking a 'Vorschau-Link' (tests/integration/preview-links.test.ts): editors and administrators. For a page that
  // does not exist: past the guard (404), nothing is written.
  "/cms/api/vorschau-links create": {
    endpoint: "/cms/api/vorschau-links",
    json: () => ({ intent: "create", pageId: 987654321, days: 7 }),
    answers: { anonymous: 401, pending: 403, translator: 403, approver: 403, editor: { status: [404] }, admin: { status: [404] } },
  },
  // 'Keine Anpassung nötig' for a translation's changed German texts (sections.edit, translators included): for a page that does not
  // exist, past the guard (404).
  "/cms/api/keine-anpassung confirm": {
    endpoint: "/cms/api/keine-anpassung",
    json: () => ({ pageId: 987654321, fields: ["title"], reason: "Matrix" }),
    answers: { anonymous: 401, pending: 403, translator: { status: [404] }, approver: 403, editor: { status: [404] }, admin: { status: [404] } },
  },
  "/cms/api/vorschau-links revoke": {
    endpoint: "/cms/api/vorschau-links",
    json: () => ({ intent: "revoke", pageId: 987654321, linkId: 1 }),
    answers: { anonymous: 401, pending: 403, translator: 403, approver: 403, editor: { status: [404] }, admin: { status: [404] } },
  },
  // The XLIFF import (translations.exchange): without a file it goes no further than the guard (400), nothing is written. The
  // matrix's translator has no languages: refused before the body is read (403, docs/decisions/0042-xliff-conflicts.md).
  "/cms/uebersetzungen/xliff-import upload": {
    endpoint: "/cms/uebersetzungen/xliff-import",
    form: () => ({ language: "fr" }),
    answers: { anonymous: 401, pending: 403, translator: 403, approver: 403, editor: { status: [400] }, admin: { status: [400] } },
  },
  // The upload is an Express endpoint (server/media-upload.server.ts), not a route action. Without
  // a file it goes no further than the guard.
  "/api/media upload": {
    endpoint: "/api/media",
    headers: { Accept: "application/json" },
    form: () => ({ title: "Matrix" }),
    answers: { anonymous: 401, pending: 403, translator: 403, approver: 403, editor: pastTheGuard, admin: pastTheGuard },
  },
  // Deleting a page is for administrators only (pages.delete), even though editors edit pages. A page
  // that does not exist: the administrator gets past the guard and nothing is deleted.
  // Moving a page is building the site (pages.structure); a page that does not exist: past the guard, nothing moves.
  "/cms/seiten move": {
    json: () => ({ intent: "move", data: { pageId: 987654321, baseRevision: 0, parentSlug: null, slugPart: "matrix" } }),
    answers: { anonymous: 401, pending: 403, translator: 403, approver: 403, editor: pastTheGuard, admin: pastTheGuard },
  },
  // Changing a page's texts (pages.edit): translators too, held to the translated fields of their versions (translator-role.test.ts).
  "/cms/seiten update": {
    json: () => ({ intent: "update", data: { pageId: 987654321, baseRevision: 0, updates: { title: "Matrix" } } }),
    answers: { anonymous: 401, pending: 403, translator: pastTheGuard, approver: 403, editor: pastTheGuard, admin: pastTheGuard },
  },
  // Publishing despite the 'Veröffentlichungs-Check' (docs/decisions/0014-publish-check.md) is editing the page (pages.edit); a page
  // that does not exist: past the guard, nothing is published.
  "/cms/seiten publish anyway": {
    json: () => ({ intent: "toggle", data: { pageId: 987654321, baseRevision: 0, published: true, publishAnyway: true } }),
    answers: { anonymous: 401, pending: 403, translator: 403, approver: 403, editor: pastTheGuard, admin: pastTheGuard },
  },
  // 'Zur Freigabe einreichen' (approvals.submit: editors and administrators) for a page that does not exist: past the guard (404).
  "/cms/api/freigabe submit": {
    endpoint: "/cms/api/freigabe",
    json: () => ({ intent: "submit", pageId: 987654321, baseRevision: 0, comment: "Matrix" }),
    answers: { anonymous: 401, pending: 403, translator: 403, approver: 403, editor: { status: [404] }, admin: { status: [404] } },
  },
  // 'Freigabe erforderlich' per page and per page type (approvals.configure): administrators only.
  "/cms/api/freigabe page-setting": {
    endpoint: "/cms/api/freigabe",
    json: () => ({ intent: "page-setting", pageId: 987654321, required: true }),
    answers: { anonymous: 401, pending: 403, translator: 403, approver: 403, editor: 403, admin: { status: [404] } },
  },
  "/cms/global save-approval-templates": {
    form: () => ({ intent: "save-approval-templates", templates: "xx" }),
    answers: { anonymous: 401, pending: 403, translator: 403, approver: 403, editor: 403, admin: { status: [400] } },
  },
  // 'Freigeben' (approvals.decide: approvers and administrators, not editors); a submission that does not exist: past the guard (404).
  "/cms/freigaben/987654321 approve": {
    form: () => ({ decision: "approve" }),
    answers: { anonymous: 401, pending: 403, translator: 403, approver: { status: [404] }, editor: 403, admin: { status: [404] } },
  },
  "/cms/seiten delete": {
    json: () => ({ intent: "delete", data: { pageId: 987654321, baseRevision: 0 } }),
    answers: { anonymous: 401, pending: 403, translator: 403, approver: 403, editor: 403, admin: pastTheGuard },
  },
};

// The same rules at better-auth's admin API, which the users screen is built on.
// null: not asked (it would change the target; the rows above cover that).
const authApiMatrix: Record<string, { method: "GET" | "POST"; path: string; data?: (t: { id: string }) => object; answers: Record<Visitor, number | null> }> = {
  "POST /api/auth/admin/set-role": {
    method: "POST",
    path: "/api/auth/admin/set-role",
    // The administrator sets the role the target already has: allowed, and nothing changes.
    data: (t) => ({ userId: t.id, role: "pending" }),
    answers: { anonymous: 401, pending: 403, translator: 403, approver: 403, editor: 403, admin: 200 },
  },
  "POST /api/auth/admin/ban-user": {
    method: "POST",
    path: "/api/auth/admin/ban-user",
    data: (t) => ({ userId: t.id }),
    answers: { anonymous: 401, pending: 403, translator: 403, approver: 403, editor: 403, admin: null },
  },
  "GET /api/auth/admin/list-users": {
    method: "GET",
    path: "/api/auth/admin/list-users",
    answers: { anonymous: 401, pending: 403, translator: 403, approver: 403, editor: 403, admin: 200 },
  },
};

// ---------------------------------------------------------------------------------------------------

const password = "Matrix-Passwort-1";
const contexts = {} as Record<Visitor, APIRequestContext>;
let targetContext: APIRequestContext;
let target: { id: string; email: string; password: string };

async function targetState(): Promise<TargetState> {
  const user = await findUser(target.email, contexts.admin);
  if (!user) throw new Error(`Zielkonto ${target.email} fehlt`);
  const session = await (await targetContext.get("/api/auth/get-session")).json();
  return { role: user.role, banned: Boolean(user.banned), signedIn: Boolean(session?.user) };
}

/** Waiting, not blocked, signed in: the state every write row starts from. */
async function resetTarget() {
  await setRole(contexts.admin, target.id, "pending");
  const state = await targetState();
  if (state.banned) {
    const res = await contexts.admin.post("/api/auth/admin/unban-user", { data: { userId: target.id }, headers: originHeader });
    expect(res.status(), "Zurücksetzen: entsperren").toBe(200);
  }
  if (!state.signedIn || state.banned) await signInViaApi(targetContext, target.email, target.password);
  expect(await targetState()).toEqual({ role: "pending", banned: false, signedIn: true });
}

test.describe("Zugriffsmatrix des CMS", () => {
  test.beforeAll(async () => {
    for (const visitor of visitors) contexts[visitor] = await newApiContext();
    targetContext = await newApiContext();
    const setup = contexts.anonymous;
    const [pending, editor, translator, approver] = [
      await createUser(setup, { email: uniqueEmail("matrix.wartend"), password, name: "Matrix Wartend", role: "pending" }),
      await createUser(setup, { email: uniqueEmail("matrix.redaktion", STAFF_DOMAIN), password, name: "Matrix Redaktion", role: "editor" }),
      await createUser(setup, { email: uniqueEmail("matrix.uebersetzung"), password, name: "Matrix Übersetzung", role: "translator" }),
      await createUser(setup, { email: uniqueEmail("matrix.freigabe"), password, name: "Matrix Freigabe", role: "approver" }),
    ];
    target = await createUser(setup, { email: uniqueEmail("matrix.ziel"), password, name: "Matrix Ziel", role: "pending" });
    await signInViaApi(contexts.pending, pending.email, password);
    await signInViaApi(contexts.editor, editor.email, password);
    await signInViaApi(contexts.translator, translator.email, password);
    await signInViaApi(contexts.approver, approver.email, password);
    await signInViaApi(contexts.admin, admin.email, admin.password);
    await signInViaApi(targetContext, target.email, target.password);
  });

  test.afterAll(async () => {
    for (const context of [...Object.values(contexts), targetContext]) await context?.dispose();
  });

  for (const [pagePath, row] of Object.entries(pageMatrix)) {
    test(`GET ${pagePath}`, async () => {
      for (const visitor of visitors) {
        const res = await contexts[visitor].get(pagePath, { maxRedirects: 0 });
        const expected = row[visitor];
        const label = `${visitor} GET ${pagePath}`;
        if (typeof expected === "number") {
          expect(res.status(), label).toBe(expected);
          continue;
        }
        expect(res.status(), label).toBe(typeof expected === "object" && expected.permanent ? 301 : 302);
        const location = new URL(res.headers().location ?? "", SITE_URL);
        expect(location.origin, label).toBe(SITE_URL);
        if (expected === LOGIN) {
          expect(location.pathname, label).toBe("/login");
          expect(location.searchParams.get("redirectTo"), label).toBe(pagePath);
        } else {
          expect(location.pathname + location.search, label).toBe(expected.redirect);
        }
      }
    });
  }

  for (const [name, row] of Object.entries(writeMatrix)) {
    const routePath = name.split(" ")[0];
    test(`POST ${name}`, async () => {
      await resetTarget();
      await row.prepare?.(contexts.admin, target);
      const before = await targetState();
      // The administrator goes last: the refused requests must leave the target as it was.
      for (const visitor of visitors) {
        const body = row.json ? { data: row.json(target) } : { form: row.form?.(target) ?? {} };
        const res = await contexts[visitor].post(row.endpoint ?? `${routePath}.data`, {
          ...body,
          headers: { ...originHeader, ...row.headers },
          maxRedirects: 0,
        });
        const expected = row.answers[visitor];
        const label = `${visitor} POST ${name}`;
        if (typeof expected === "number") {
          expect(res.status(), label).toBe(expected);
          expect(await targetState(), `${label}: nichts geändert`).toEqual(before);
        } else {
          const detail = `${label} (${res.status()}: ${(await res.text()).slice(0, 200)})`;
          if (expected.status === "past the guard") expect([401, 403], detail).not.toContain(res.status());
          if (expected.status === "past the guard") expect(res.status(), detail).toBeLessThan(500);
          else expect(expected.status, detail).toContain(res.status());
          expect(await targetState(), `${label}: Wirkung`).toEqual({ ...before, ...expected.effect });
        }
      }
    });
  }

  test("a form posted without JavaScript is refused as a page: login, waiting screen or 403", async () => {
    // users.tsx has its own error boundary, so after the action's 401/403 React Router still runs the
    // CMS frame's loader, whose redirect wins for the anonymous and the waiting. Nothing changes.
    await resetTarget();
    const before = await targetState();
    const form = { intent: "set-role", userId: target.id, role: "admin" };
    const expected: Record<Exclude<Visitor, "admin">, PageAnswer> = {
      anonymous: LOGIN,
      pending: to("/cms/kontofreigabe"),
      translator: 403,
      approver: 403,
      editor: 403,
    };
    for (const visitor of ["anonymous", "pending", "translator", "approver", "editor"] as const) {
      const res = await contexts[visitor].post("/cms/users", { form, headers: originHeader, maxRedirects: 0 });
      const answer = expected[visitor];
      if (answer === LOGIN) expect(res.headers().location, visitor).toBe(`/login?redirectTo=${encodeURIComponent("/cms/users")}`);
      else if (typeof answer === "object") expect(res.headers().location, visitor).toBe(answer.redirect);
      expect(res.status(), visitor).toBe(typeof answer === "number" ? answer : 302);
      expect(await targetState(), `${visitor}: nichts geändert`).toEqual(before);
    }
  });

  for (const [name, row] of Object.entries(authApiMatrix)) {
    test(name, async () => {
      await resetTarget();
      const before = await targetState();
      for (const visitor of visitors) {
        const expected = row.answers[visitor];
        if (expected === null) continue;
        const res =
          row.method === "GET"
            ? await contexts[visitor].get(row.path, { maxRedirects: 0 })
            : await contexts[visitor].post(row.path, { data: row.data?.(target), headers: originHeader, maxRedirects: 0 });
        expect(res.status(), `${visitor} ${name}`).toBe(expected);
        expect(await targetState(), `${visitor} ${name}: nichts geändert`).toEqual(before);
      }
    });
  }

  test("better-auth refuses a cookie-carrying POST without Origin, and one from a foreign Origin (CSRF)", async () => {
    // The editor's context carries its session cookie; Playwright sends neither Origin nor Referer.
    const res = await contexts.editor.post("/api/auth/sign-in/email", { data: { email: admin.email, password: admin.password } });
    expect(res.status()).toBe(403);
    expect(((await res.json()) as { code?: string }).code).toBe("MISSING_OR_NULL_ORIGIN");
    const foreign = await contexts.editor.post("/api/auth/sign-in/email", {
      data: { email: admin.email, password: admin.password },
      headers: { Origin: "https://angreifer.example" },
    });
    expect(foreign.status()).toBe(403);
    expect(((await foreign.json()) as { code?: string }).code).toBe("INVALID_ORIGIN");
    // The editor is still signed in as the editor.
    const session = await (await contexts.editor.get("/api/auth/get-session")).json();
    expect(session.user.role).toBe("editor");
  });
});

// ---------------------------------------------------------------------------------------------------
// The tables cover every CMS route of app/routes.ts (and every route module with an action).

const appDir = fileURLToPath(new URL("../../app/", import.meta.url));
const routeTable = fs.readFileSync(`${appDir}routes.ts`, "utf8");
const cmsRoutes = [...routeTable.matchAll(/route\(\s*"(cms[^"]*)",\s*"([^"]+)"/g)].map((m) => ({ pattern: `/${m[1]}`, file: m[2] }));
const matches = (pattern: string, requestPath: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
      .replace(/\/\*$/, "/.+")
      .replace(/:[^/]+/g, "[^/]+")}$`,
  ).test(requestPath);

test("the screen table covers every CMS route of app/routes.ts", () => {
  const missing = cmsRoutes.filter((r) => !Object.keys(pageMatrix).some((p) => matches(r.pattern, p))).map((r) => r.pattern);
  expect(missing, "CMS-Routen ohne Zeile in pageMatrix").toEqual([]);
});

test("the write table covers every CMS route module with an action", () => {
  // `export async function action`, `export const action`, or a re-export `export { action } from …`.
  const exportsAction = /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b|export\s*\{[^}]*\baction\b[^}]*\}/;
  const withAction = cmsRoutes.filter((r) => exportsAction.test(fs.readFileSync(`${appDir}${r.file}`, "utf8")));
  // A module under two addresses (an alias) needs one row: its action is the same.
  const covered = (file: string) => withAction.some((r) => r.file === file && Object.keys(writeMatrix).some((name) => matches(r.pattern, name.split(" ")[0])));
  const missing = withAction.filter((r) => !covered(r.file)).map((r) => r.pattern);
  expect(missing, "CMS-Routen mit action ohne Zeile in writeMatrix").toEqual([]);
});
