import { useActionData } from "react-router";
import { isContactActionData } from "~/features/contact/contact-action-data";
import { ContactFormIsland } from "~/features/contact/contact-form-island";
import { useSectionRenderContext } from "../../render-context";
import type { SectionRendererProps } from "../../renderer-props";
import { RichText, SectionHeader } from "../../section-header";
import { FramedImage, useSectionImage } from "../../section-image";
import { imageLayouts } from "../../image-layouts";

/** The contact form with its intro; the picture, if any, sits under the intro. */
export function FormRenderer({ section, headingLevel }: SectionRendererProps<"form">) {
  const s = section.settings;
  const image = useSectionImage(s.image);
  // After a submission without JavaScript the page's own action answer carries the result.
  const routeActionData: unknown = useActionData();
  const actionData = useSectionRenderContext().actionData ?? routeActionData;
  return (
    <div className="grid gap-10 lg:grid-cols-5 lg:gap-16">
      <div className={s.imagePosition === "right" ? "space-y-8 lg:order-2 lg:col-span-2" : "space-y-8 lg:col-span-2"}>
        <SectionHeader level={headingLevel} title={s.title} subtitle={s.subtitle} description={s.description} badge={s.badge} icon={s.icon}>
          <RichText html={section.html} />
        </SectionHeader>
        <FramedImage source={image} alt={s.imageAlt} ratio="4/3" sizes={imageLayouts.form} />
      </div>
      <div className="min-w-0 rounded-card border border-border bg-card p-5 text-card-foreground shadow-sm sm:p-8 lg:col-span-3">
        <ContactFormIsland
          showPhone={s.showPhone}
          showCompany={s.showCompany}
          submitButtonText={s.submitButtonText}
          note={s.note}
          actionData={isContactActionData(actionData) ? actionData : undefined}
        />
      </div>
    </div>
  );
}
