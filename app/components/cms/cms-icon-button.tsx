// A square icon button of a CMS row or toolbar (move, edit, duplicate, delete …): the icon is hidden from
// screen readers, the label names what the button does to what ("«Hero» löschen").
import type { ComponentProps } from "react";
import { cmsIconButton, type CmsButtonVariant } from "./cms-button";
import { CmsIcon, type CmsIconComponent } from "./cms-icon-sprite";

type CmsIconButtonProps = Omit<ComponentProps<"button">, "children" | "aria-label"> & {
  icon: CmsIconComponent;
  label: string;
  variant?: CmsButtonVariant;
};

export function CmsIconButton({ icon: Icon, label, variant = "ghost", className, type = "button", ...rest }: CmsIconButtonProps) {
  return (
    <button type={type} className={cmsIconButton(variant, className)} aria-label={label} {...rest}>
      <CmsIcon icon={Icon} className="size-4" />
    </button>
  );
}
