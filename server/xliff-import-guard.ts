// The XLIFF import's refusals before its file is read (docs/decisions/0042-xliff-conflicts.md): the body
// may be 10 MB (xliff-limits.ts), so who asks is looked up from the request's headers first – without a
// session 401, without the right to exchange translations or (for a translator) without a language of
// theirs 403, and where the address names the file's language (`?language=fr`) one they do not
// translate 403 – answered at once, and the rest of the body read and thrown away while the client is
// still sending it (closeAfterAnswer), never buffered or parsed. The route checks all of it again once
// it has the file (xliff-api.server.ts), including the file's own language.
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { can } from "~/core/access/access-control";
import { getViewer } from "~/features/auth/viewer.server";
import { exchangeRefusal } from "~/features/translations/exchange-languages";
import { isXliffImportPath } from "~/features/translations/xliff-limits";
import { headersOnlyRequest } from "./fetch-request";
import { closeAfterAnswer } from "./refusal";

/** The words of requireOperation (app/features/auth/viewer.server.ts), so the answer is the same whoever refuses. */
const messages = { authRequired: "Authentifizierung erforderlich", forbidden: "Dafür fehlen Ihnen die Berechtigungen." } as const;

async function refusalOf(req: ExpressRequest): Promise<{ status: 401 | 403; message: string } | null> {
  const viewer = await getViewer(headersOnlyRequest(req));
  if (!viewer) return { status: 401, message: messages.authRequired };
  if (!can(viewer.role, "translations.exchange")) return { status: 403, message: messages.forbidden };
  const language = new URL(req.originalUrl, "http://localhost").searchParams.get("language");
  const refused = exchangeRefusal(viewer, language);
  return refused ? { status: 403, message: refused } : null;
}

export function xliffImportGuard() {
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (req.method !== "POST" || !isXliffImportPath(req.path)) return next();
    refusalOf(req).then(
      (refusal) => {
        if (!refusal) return next();
        closeAfterAnswer(req, res);
        res
          .status(refusal.status)
          .set({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" })
          // The import's report (xliff-api.server.ts), with the reason as its one error.
          .json({ written: [], stale: [], conflicts: [], errors: [refusal.message] });
      },
      (error: unknown) => {
        // The session could not be looked up (the database is away): the error page, without waiting for the file.
        closeAfterAnswer(req, res);
        next(error);
      },
    );
  };
}
