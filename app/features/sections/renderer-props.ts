// What the render map hands every section renderer. Types only.
import type { SectionType } from "./registry";
import type { SectionViewOf } from "./section-view";

/** 1 for the page's first hero-like section (its title is the page's <h1>), else 2. */
export type HeadingLevel = 1 | 2;

export interface SectionRendererProps<T extends SectionType> {
  section: SectionViewOf<T>;
  headingLevel: HeadingLevel;
}
