/** Whether a request may carry a signed-in session (better-auth cookie prefix "auralis"); such requests bypass the anonymous page cache. */
export function mayHaveSession(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return /(?:^|;\s*)(?:__Secure-)?auralis\.session_token=/.test(cookieHeader);
}
