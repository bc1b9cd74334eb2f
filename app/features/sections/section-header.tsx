// Headings and intro text shared by the section renderers.
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";
import { SectionIcon } from "./render-context";

const headingTags = { 1: "h1", 2: "h2", 3: "h3", 4: "h4" } as const;

export type HeadingTagLevel = keyof typeof headingTags;

export function Heading({ level, className, ...props }: { level: HeadingTagLevel } & ComponentProps<"h2">) {
  const Tag = headingTags[level];
  return <Tag className={cn("font-display font-bold tracking-tight text-balance break-words hyphens-auto", className)} {...props} />;
}

/** One level deeper than the section's own heading, never deeper than h4. */
export function subLevel(level: HeadingTagLevel, depth = 1): HeadingTagLevel {
  const next = level + depth;
  return next <= 2 ? 2 : next === 3 ? 3 : 4;
}

export function Badge({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      className={cn(
        "inline-flex max-w-full items-center rounded-full bg-primary px-3 py-1 text-xs font-semibold tracking-wide text-primary-foreground uppercase",
        className,
      )}
      {...props}
    />
  );
}

export function RichText({ html, className, center = false }: { html: string | null | undefined; className?: string; center?: boolean }) {
  if (!html || !html.trim()) return null;
  // Sanitised by the shared rules (prepare-section.ts: on the server, or in the edit mode's preview) before it reaches a renderer.
  return <div className={cn("prose-content", center && "prose-center", className)} dangerouslySetInnerHTML={{ __html: html }} />;
}

const titleSizes = {
  1: "text-4xl sm:text-5xl lg:text-6xl",
  2: "text-3xl sm:text-4xl",
  3: "text-2xl sm:text-3xl",
  4: "text-xl",
} as const;

export interface SectionHeaderProps {
  level: HeadingTagLevel;
  title?: string;
  subtitle?: string;
  description?: string;
  badge?: string;
  icon?: string;
  align?: "start" | "center";
  /** Extra content under the intro, e.g. the section's rich text. */
  children?: ReactNode;
  className?: string;
  titleClassName?: string;
}

/**
 * Badge and icon, title, subtitle and description of a section, then any further content (rich text,
 * buttons); renders nothing when all are empty.
 */
export function SectionHeader({ level, title, subtitle, description, badge, icon, align = "start", children, className, titleClassName }: SectionHeaderProps) {
  const hasHeader = !!(title || subtitle || description || badge || icon);
  if (!hasHeader && !children) return null;
  const centered = align === "center";
  return (
    <div className={cn("max-w-3xl", centered && "mx-auto text-center", className)}>
      {hasHeader && (
        <header>
          {(badge || icon) && (
            <div className={cn("mb-4 flex flex-wrap items-center gap-3", centered && "justify-center")}>
              {icon && (
                <span className="inline-flex size-11 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                  <SectionIcon name={icon} className="size-5" />
                </span>
              )}
              {badge && <Badge>{badge}</Badge>}
            </div>
          )}
          {title && (
            <Heading level={level} className={cn(titleSizes[level], titleClassName)}>
              {title}
            </Heading>
          )}
          {subtitle && <p className="mt-4 text-lg font-medium text-foreground sm:text-xl">{subtitle}</p>}
          {description && <p className="mt-4 text-base leading-relaxed whitespace-pre-line text-muted-foreground sm:text-lg">{description}</p>}
        </header>
      )}
      {children && <div className={cn(hasHeader && "mt-6", "space-y-6")}>{children}</div>}
    </div>
  );
}

/** The heading level of items inside a section: one below the section title, or the title's own when there is none. */
export function itemLevel(level: HeadingTagLevel, sectionHasTitle: boolean): HeadingTagLevel {
  return sectionHasTitle ? subLevel(level) : level;
}
