// getViewer looks a reading request's viewer up once per HTTP request (React Router gives each loader
// its own copy of the Request; server/app.ts runs the request in a scope), and a write's every time.
import { beforeEach, describe, expect, it, vi } from "vitest";

const getSession = vi.fn();
vi.mock("./auth.server", () => ({ auth: () => ({ api: { getSession } }) }));

const { getViewer } = await import("./viewer.server");
const { inRequestScope } = await import("~/core/request-scope.server");

const session = {
  user: { id: "u1", email: "redaktion@example.ch", name: "Redaktion", role: "editor", emailVerified: true },
  session: { id: "s1" },
};
const signedIn = (method = "GET") => new Request("http://x/cms/seiten", { method, headers: { cookie: "auralis.session_token=abc" } });

describe("getViewer", () => {
  beforeEach(() => {
    getSession.mockReset();
    getSession.mockResolvedValue(session);
  });

  it("looks the viewer of one reading request up once, however many loaders ask", async () => {
    const [a, b, c] = await inRequestScope(() => Promise.all([getViewer(signedIn()), getViewer(signedIn()), getViewer(signedIn())]));
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(a).toMatchObject({ id: "u1", role: "editor", sessionId: "s1" });
    expect(getSession).toHaveBeenCalledTimes(1);
    // The next request looks up again (its session may have ended meanwhile), as does code outside a request.
    await inRequestScope(() => getViewer(signedIn()));
    expect(getSession).toHaveBeenCalledTimes(2);
    await getViewer(signedIn());
    await getViewer(signedIn());
    expect(getSession).toHaveBeenCalledTimes(4);
  });

  it("looks up afresh for a write, and after a failed lookup", async () => {
    await inRequestScope(async () => {
      await getViewer(signedIn("POST"));
      await getViewer(signedIn("POST"));
    });
    expect(getSession).toHaveBeenCalledTimes(2);
    await inRequestScope(async () => {
      getSession.mockRejectedValueOnce(new Error("Datenbank weg"));
      await expect(getViewer(signedIn())).rejects.toThrow("Datenbank weg");
      expect(await getViewer(signedIn())).toMatchObject({ id: "u1" });
    });
    expect(getSession).toHaveBeenCalledTimes(4);
  });

  it("asks nothing without a session cookie", async () => {
    expect(await getViewer(new Request("http://x/cms/seiten"))).toBeNull();
    expect(getSession).not.toHaveBeenCalled();
  });
});
