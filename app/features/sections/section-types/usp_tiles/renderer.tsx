import { cn } from "~/lib/cn";
import { SectionIcon } from "../../render-context";
import type { SectionRendererProps } from "../../renderer-props";
import { Heading, RichText, SectionHeader, itemLevel } from "../../section-header";
import { FramedImage, useSectionImage } from "../../section-image";
import { imageLayouts } from "../../image-layouts";

/** Reasons to choose the company: icon (check mark by default), title and a short text each. */
export function UspTilesRenderer({ section, headingLevel }: SectionRendererProps<"usp_tiles">) {
  const s = section.settings;
  const banner = useSectionImage(s.image);
  const items = s.items ?? [];
  const level = itemLevel(headingLevel, !!s.title);
  return (
    <div className="space-y-12">
      <SectionHeader level={headingLevel} title={s.title} subtitle={s.subtitle} description={s.description} badge={s.badge} icon={s.icon} align="center">
        <RichText html={section.html} center />
      </SectionHeader>
      <FramedImage source={banner} alt={s.imageAlt} ratio="16/9" sizes={imageLayouts.full} />
      {items.length > 0 && (
        <ul className={cn("grid gap-6 sm:grid-cols-2", items.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3")}>
          {items.map((item, i) => (
            <li key={`${i}-${item.title}`} className="flex flex-col gap-4 rounded-card border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary text-primary-foreground">
                <SectionIcon name={item.icon} className="size-6" />
              </span>
              <Heading level={level} className="text-xl">
                {item.title}
              </Heading>
              {item.text && <p className="leading-relaxed whitespace-pre-line text-muted-foreground">{item.text}</p>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
