// The better-auth client for the browser. Imported only by /login, /passwort-zuruecksetzen,
// /einrichtung and the /cms* route modules: it weighs tens of kilobytes, and a public page's visitor
// never signs in (architecture guide: the public JavaScript budget is tiny).
import { adminClient, genericOAuthClient, magicLinkClient, twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

export const authClient = createAuthClient({
  // Same origin as the page; better-auth takes it from window.location in the browser.
  basePath: "/api/auth",
  plugins: [
    // The login page shows the code step itself when sign-in answers twoFactorRedirect: no navigation.
    twoFactorClient({ onTwoFactorRedirect: () => {} }),
    magicLinkClient(),
    genericOAuthClient(),
    adminClient(),
  ],
});

/** The provider id of the company's OpenID Connect login (auth.server.ts registers it under this id). */
export const OIDC_PROVIDER_ID = "firmenkonto";

export type AuthClient = typeof authClient;
