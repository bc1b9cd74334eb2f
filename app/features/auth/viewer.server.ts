// The person behind a request, and the guards every CMS loader and action calls (docs/decisions/0004-staff-roles.md).
import { data, redirect } from "react-router";
import { mayHaveSession } from "~/core/session-cookie";
import { can, type Operation } from "~/core/access/access-control";
import { auth } from "./auth.server";
import { asRole } from "~/core/access/roles";
import { assertOperation, type Viewer } from "~/core/access/viewer";
import { oncePerRequest } from "~/core/request-scope.server";
import { db } from "#db/client.server";
import { translatorLanguages } from "./translator-languages.server";

/** Where an account waits for its 'Kontofreigabe' (routes/cms/account-approval.tsx). */
export const ACCOUNT_APPROVAL_PATH = "/cms/kontofreigabe";

/**
 * The viewer of a reading request, looked up once per HTTP request (app/core/request-scope.server.ts):
 * the CMS frame's loader and the screen's loader both ask, and each lookup costs two session queries
 * that the page list's 100 ms budget on 10,000 pages (docs/decisions/0023-page-list-at-scale.md) need not pay twice. Writes
 * look up afresh: an action may end the session.
 */
export function getViewer(request: Request): Promise<Viewer | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return lookUpViewer(request);
  return oncePerRequest("viewer", () => lookUpViewer(request));
}

async function lookUpViewer(request: Request): Promise<Viewer | null> {
  if (!mayHaveSession(request.headers.get("cookie") ?? undefined)) return null;
  const session = await auth().api.getSession({ headers: request.headers });
  if (!session) return null;
  const user = session.user as typeof session.user & { role?: string | null; twoFactorEnabled?: boolean | null; banned?: boolean | null };
  if (user.banned) return null;
  const role = asRole(user.role);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role,
    emailVerified: user.emailVerified,
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
    sessionId: session.session.id,
    // One more query, for translators only: what they may translate is checked on every write of theirs.
    ...(role === "translator" ? { translationLanguages: await translatorLanguages(db(), user.id) } : {}),
  };
}

function loginRedirect(request: Request) {
  const url = new URL(request.url);
  const origin = url.pathname + url.search;
  return redirect(`/login?redirectTo=${encodeURIComponent(origin)}`);
}

/** For CMS screens: anonymous → /login (origin remembered), pending → the waiting screen, else 403. */
export async function requireStaff(request: Request, operation: Operation = "cms.view"): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw loginRedirect(request);
  if (viewer.role === "pending") throw redirect(ACCOUNT_APPROVAL_PATH);
  if (!can(viewer.role, operation)) throw data({ ok: false, message: "Dafür fehlen Ihnen die Berechtigungen." }, { status: 403 });
  return viewer;
}

/** For CMS writes: 401 without a session, 403 without the right; nothing is changed either way. */
export async function requireOperation(request: Request, operation: Operation): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw data({ ok: false, message: "Authentifizierung erforderlich" }, { status: 401 });
  assertOperation(viewer, operation);
  return viewer;
}
