// The session lookup of the upload tests (media-upload.test.ts, document-upload.test.ts), which replace
// app/features/auth/viewer.server.ts: a cookie "rolle=…" names the caller's role, no cookie is no session.
import type { Viewer } from "~/core/access/viewer";

export async function viewerFromRoleCookie(request: Request): Promise<Viewer | null> {
  const role = /(?:^|;\s*)rolle=(admin|editor|approver|translator|pending)/.exec(request.headers.get("cookie") ?? "")?.[1];
  if (!role) return null;
  return {
    id: `u-${role}`,
    email: `${role}@example.ch`,
    name: role,
    role: role as Viewer["role"],
    emailVerified: true,
    twoFactorEnabled: false,
    sessionId: "s",
  };
}
