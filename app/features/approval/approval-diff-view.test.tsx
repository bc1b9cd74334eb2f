// The review's change view (approval-diff-view.tsx), rendered on the server: a changed word is marked as
// inserted and removed; a text stored differently but reading the same says so instead of showing nothing.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { approvalDiffTexts, diffSnapshots } from "./approval-diff";
import { ApprovalDiffView } from "./approval-diff-view";

const section = (contentHtml: string | null) => ({
  id: 5,
  translationKey: "k-details",
  sectionName: "Produktdetails",
  sectionType: "text",
  sectionOrder: 0,
  isPublished: true,
  contentHtml,
  settings: {},
});
const page = { id: 1, slug: "/p", title: "Generosa" };
const render = (before: string | null, after: string | null) =>
  renderToString(
    <ApprovalDiffView diff={diffSnapshots({ page, sections: [section(before)] }, { page, sections: [section(after)] })} pictureNames={{}} hasLive />,
  );

describe("the review's change view", () => {
  it("marks changed words", () => {
    const html = render("<p>Mit Schnellablauf.</p>", "<p>Mit neuem Schnellablauf.</p>");
    expect(html).toMatch(/<ins[^>]*>.*neuem/);
    expect(html).not.toContain(approvalDiffTexts.sameWords);
  });

  it("says when only markup or spacing changed, instead of an empty change", () => {
    const html = render(null, "");
    expect(html).toContain(approvalDiffTexts.sameWords);
    expect(render("<p>Mit Schnellablauf.</p>", "<p><strong>Mit</strong> Schnellablauf.</p>")).toContain(approvalDiffTexts.sameWords);
  });
});
