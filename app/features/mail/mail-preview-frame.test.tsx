import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MailPreviewFrame, mailPreviewDocument } from "./mail-preview-frame";
import { deliveryLabel } from "./outbox";

describe("mail preview", () => {
  it("renders the HTML in a fully sandboxed frame", () => {
    const html = renderToString(<MailPreviewFrame html={'<p>Hallo</p><script>alert(1)</script>'} title="Vorschau" />);
    expect(html).toMatch(/<iframe[^>]* sandbox=""/);
    expect(html).not.toMatch(/allow-scripts|allow-same-origin/);
    expect(html).toContain('title="Vorschau"');
    // srcdoc is an attribute: the markup inside is escaped, not part of the CMS page.
    expect(html).not.toContain("<script>alert(1)</script>");
  });

  it("forbids scripts inside the preview document as well", () => {
    const doc = mailPreviewDocument("<p>x</p>");
    expect(doc).toContain("default-src 'none'");
    expect(doc).not.toContain("script-src");
  });

  it("names delivery states", () => {
    expect(deliveryLabel({ transport: "smtp", status: "sent" }).label).toBe("SMTP: versendet");
    expect(deliveryLabel({ transport: "outbox", status: "queued" }).tone).toBe("neutral");
    expect(deliveryLabel({ transport: "smtp", status: "failed" }).tone).toBe("danger");
  });
});
