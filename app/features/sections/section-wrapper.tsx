// The frame around every public section (docs/product/sections.md, "Section wrapper"): background variant, vertical
// spacing, optional section number and content container. The surfaces live in sections.css.
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export const sectionWrapperVariants = [
  "default",
  "hero",
  "muted",
  "gradient",
  "enhanced-hero",
  "colored-section",
  "gradient-blend",
  "contessa-highlight",
] as const;
export type SectionWrapperVariant = (typeof sectionWrapperVariants)[number];

export const sectionSpacings = ["sm", "default", "lg"] as const;
export type SectionSpacing = (typeof sectionSpacings)[number];

export function isSectionWrapperVariant(value: unknown): value is SectionWrapperVariant {
  return typeof value === "string" && (sectionWrapperVariants as readonly string[]).includes(value);
}

export function isSectionSpacing(value: unknown): value is SectionSpacing {
  return typeof value === "string" && (sectionSpacings as readonly string[]).includes(value);
}

/** Variants painted in a strong colour: their content is remapped to light-on-colour tokens. */
const inverseVariants: ReadonlySet<SectionWrapperVariant> = new Set(["enhanced-hero", "colored-section", "contessa-highlight"]);

const spacingClasses: Record<SectionSpacing, string> = {
  sm: "py-8 sm:py-10",
  default: "py-14 sm:py-20",
  lg: "py-20 sm:py-28",
};

export const sectionContainerClassName = "mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8";

export interface SectionWrapperProps extends ComponentProps<"section"> {
  variant?: SectionWrapperVariant;
  spacing?: SectionSpacing;
  /** A short label such as '01', shown above the content as a decorative marker. */
  sectionNumber?: string;
  /** Centre the content in the page's content width (default true). */
  container?: boolean;
}

export function SectionWrapper({
  variant = "default",
  spacing = "default",
  sectionNumber,
  container = true,
  className,
  children,
  ...rest
}: SectionWrapperProps) {
  const number = sectionNumber?.trim();
  return (
    <section
      data-variant={variant}
      className={cn(
        "relative overflow-x-clip",
        `section-variant-${variant}`,
        inverseVariants.has(variant) && "section-inverse",
        spacingClasses[spacing],
        className,
      )}
      {...rest}
    >
      <div className={cn(container && sectionContainerClassName)}>
        {number && (
          <p aria-hidden="true" className="mb-6 flex items-center gap-3 font-display text-sm font-semibold tracking-[0.2em] text-muted-foreground">
            <span>{number}</span>
            <span className="h-px w-12 bg-current opacity-50" />
          </p>
        )}
        {children}
      </div>
    </section>
  );
}
