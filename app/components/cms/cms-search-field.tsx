// The search field of the CMS lists (pages, media library, redirects) and of the media picker: the
// label above, a magnifier inside, a native search input (its clear button and Escape included).
// What typing does is the screen's own (filter at once, update the address, pick on Enter), so every
// input prop is passed on.
import { Search } from "lucide-react";
import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { CmsFieldFrame, cmsInputClass } from "./cms-form-field";

type CmsSearchFieldProps = Omit<ComponentProps<"input">, "type"> & {
  /** 'Suche' unless the screen says what is searched in the label. */
  label?: ReactNode;
  /** Classes of the wrapper (its share of a toolbar row). */
  className?: string;
};

export function CmsSearchField({ label = "Suche", className, id, ...input }: CmsSearchFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <CmsFieldFrame fieldId={fieldId} label={label} className={className}>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <input id={fieldId} type="search" {...input} className={cn(cmsInputClass, "pl-9")} />
      </div>
    </CmsFieldFrame>
  );
}
