// Guards such as requireOperation throw React Router responses (401, 403, redirects). An action that
// catches errors to answer "could not be saved" must let those through unchanged.

export function isRouterResponse(error: unknown): boolean {
  if (error instanceof Response) return true;
  // data(...) gives a DataWithResponseInit, which React Router does not export as a class.
  return typeof error === "object" && error !== null && (error as { type?: unknown }).type === "DataWithResponseInit";
}
