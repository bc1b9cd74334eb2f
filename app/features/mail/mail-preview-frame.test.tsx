import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MailPreviewFrame, mailPreviewDocument } from "./mail-preview-frame";
import { deliveryLabel } from "~/features/outbox/outbox";

describe("mail preview", () => {
  it("renders the HTML in a fully sandboxed frame", () => {
    const html = renderToString(<MailPreviewFrame html={"<p>Hallo</p><script>alert(1)</script>"} title="Vorschau" />);
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

  it("leaves scripts and event handlers out, so the sandbox has nothing to refuse (no console errors)", () => {
    const doc = mailPreviewDocument(
      '<p onclick="a()">Hallo <b>Welt</b></p><script>alert(1)</script><img src=x onerror=b() alt="Bild"><svg/onload=c()><SCRIPT src="//x"></SCRIPT><iframe srcdoc="x"></iframe>',
    );
    expect(doc).not.toMatch(/<script/i);
    expect(doc).not.toMatch(/[\s/"']on[a-z]+\s*=/i);
    expect(doc).not.toMatch(/<iframe/i);
    expect(doc).toContain("Hallo <b>Welt</b>");
    expect(doc).toContain('alt="Bild"');
    // Text that merely mentions the words stays.
    expect(mailPreviewDocument("<p>Skript: on=1, script</p>")).toContain("<p>Skript: on=1, script</p>");
  });

  it("names delivery states", () => {
    expect(deliveryLabel({ transport: "smtp", status: "sent" }).label).toBe("SMTP: versendet");
    expect(deliveryLabel({ transport: "outbox", status: "queued" }).tone).toBe("neutral");
    expect(deliveryLabel({ transport: "smtp", status: "failed" }).tone).toBe("danger");
  });
});
