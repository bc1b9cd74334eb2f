// A translator's change that goes beyond the translated fields of their versions (docs/decisions/
// 0038-translator-role.md). Thrown inside the change's transaction (app/core/revisions/page-history.server.ts),
// so nothing of it is kept; writeContent turns it into a 403 with its German message, which every
// caller answers like any refusal of a guard, and the screens that answer refusals themselves
// (a toast instead of an error page) recognise with translatorRefusalMessage.
import { data } from "react-router";

export class TranslatorScopeError extends Error {
  readonly status = 403;
}

/** The 403 a refused translator's change is answered with. */
export function translatorRefusal(error: TranslatorScopeError) {
  return data({ ok: false, message: error.message, refusedTranslator: true }, { status: 403 });
}

/** The German reason when `error` is a refused translator's change, else null. */
export function translatorRefusalMessage(error: unknown): string | null {
  if (error instanceof TranslatorScopeError) return error.message;
  const answer = error as { type?: unknown; data?: { refusedTranslator?: unknown; message?: unknown } } | null;
  if (answer && typeof answer === "object" && answer.type === "DataWithResponseInit" && answer.data?.refusedTranslator === true) {
    return String(answer.data.message);
  }
  return null;
}
