// getViewer looks a reading request's viewer up once (the CMS frame's and the screen's loader share
// the Request), and a write's every time.
import { beforeEach, describe, expect, it, vi } from "vitest";

const getSession = vi.fn();
vi.mock("./auth.server", () => ({ auth: () => ({ api: { getSession } }) }));

const { getViewer } = await import("./viewer.server");

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
    const request = signedIn();
    const [a, b] = await Promise.all([getViewer(request), getViewer(request)]);
    expect(await getViewer(request)).toBe(a);
    expect(b).toBe(a);
    expect(a).toMatchObject({ id: "u1", role: "editor", sessionId: "s1" });
    expect(getSession).toHaveBeenCalledTimes(1);
    await getViewer(signedIn());
    expect(getSession).toHaveBeenCalledTimes(2);
  });

  it("looks up afresh for a write, and after a failed lookup", async () => {
    const post = signedIn("POST");
    await getViewer(post);
    await getViewer(post);
    expect(getSession).toHaveBeenCalledTimes(2);
    const request = signedIn();
    getSession.mockRejectedValueOnce(new Error("Datenbank weg"));
    await expect(getViewer(request)).rejects.toThrow("Datenbank weg");
    expect(await getViewer(request)).toMatchObject({ id: "u1" });
  });

  it("asks nothing without a session cookie", async () => {
    expect(await getViewer(new Request("http://x/cms/seiten"))).toBeNull();
    expect(getSession).not.toHaveBeenCalled();
  });
});
