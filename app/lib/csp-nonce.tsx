// The content security policy's nonce for this render (docs/decisions/0012-security-headers-and-csrf.md). server/app.ts makes
// one per response and hands it to entry.server.tsx through the load context; React Router puts it on
// its own inline scripts (ServerRouter `nonce`), and this context brings it to our one inline script
// in root.tsx. In the browser there is none: nonces only matter in the HTML the server sent.
import { createContext, useContext, type ReactNode } from "react";

declare module "react-router" {
  interface AppLoadContext {
    /** The nonce of this response's Content-Security-Policy (server/security-headers.ts). */
    cspNonce?: string;
  }
}

const CspNonceContext = createContext<string | undefined>(undefined);

export function CspNonceProvider({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  return <CspNonceContext.Provider value={nonce}>{children}</CspNonceContext.Provider>;
}

/** The nonce for an inline <script> during server rendering; undefined in the browser. */
export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
