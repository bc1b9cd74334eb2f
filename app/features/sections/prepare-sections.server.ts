// The server's side of preparing a section (prepare-section.ts, shared with the edit mode's browser
// preview): the same preparation, with what it found wrong in the log.
import type { PageSection } from "#db/schema";
import { logger } from "~/core/logger.server";
import { prepareSectionView, type SectionProblem } from "./prepare-section";
import type { SectionView } from "./section-view";

function logProblem(problem: SectionProblem) {
  if (problem.kind === "unknown-type") logger.warn({ sectionId: problem.sectionId, type: problem.type }, "Unbekannter Sektionstyp");
  else logger.warn({ sectionId: problem.sectionId, type: problem.type, problems: problem.problems }, "Ungültige Sektionseinstellungen ignoriert");
}

export function prepareSection(row: PageSection): SectionView {
  return prepareSectionView(row, logProblem);
}
