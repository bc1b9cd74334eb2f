// A translator's change that goes beyond the translated fields of their versions (docs/decisions/
// 0038-translator-role.md). Thrown inside the change's transaction (app/core/revisions/page-history.server.ts),
// so nothing of it is kept; the screens answer 403 with its German message.
export class TranslatorScopeError extends Error {
  readonly status = 403;
}
