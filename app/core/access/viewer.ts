// The person behind a request as every write sees it, and the one check a write makes with it. The
// session lookup that produces a Viewer lives in features/auth/viewer.server.ts; content writes
// (core/content/content-write.server.ts) take the viewer they are given and check it here.
import { data } from "react-router";
import { can, type Operation } from "./access-control";
import type { Role } from "./roles";
import type { SiteLanguage } from "~/lib/languages";

export interface Viewer {
  id: string;
  email: string;
  name: string;
  role: Role;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  sessionId: string;
  /**
   * A translator's languages (docs/decisions/0038-translator-role.md): the versions they may
   * translate; empty for every language other than German. Unset for the other roles.
   */
  translationLanguages?: readonly SiteLanguage[];
}

/** 403 unless this viewer may perform the operation (for a viewer already looked up). */
export function assertOperation(viewer: Viewer, operation: Operation): void {
  if (!can(viewer.role, operation)) {
    throw data({ ok: false, message: "Dafür fehlen Ihnen die Berechtigungen." }, { status: 403 });
  }
}
