// Button looks of the CMS screens, declared once (style guide: variants in one place). Used for
// <button>, <Link> and <a> alike.
import { cn } from "~/lib/cn";

export type CmsButtonVariant = "primary" | "secondary" | "ghost" | "ghost-danger" | "danger";

const base =
  "focus-ring inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<CmsButtonVariant, string> = {
  // Darker on hover (not translucent): the text keeps its contrast.
  primary: "bg-primary text-primary-foreground hover:brightness-90",
  secondary: "border border-border bg-card text-foreground hover:bg-muted",
  ghost: "text-foreground hover:bg-muted",
  // A removing action in a row or toolbar: red text on no surface. Its own variant because `cn` does not
  // merge utilities: "text-destructive" added to ghost lost to ghost's "text-foreground".
  "ghost-danger": "text-destructive hover:bg-destructive/10",
  danger: "bg-destructive text-white hover:brightness-90",
};

export function cmsButton(variant: CmsButtonVariant = "primary", className?: string) {
  return cn(base, variants[variant], className);
}

/** A square icon button (move up/down, delete in a row); give it an aria-label. Its shape is the
 * component class `cms-icon-button` (app.css): the same look as `base`, at least 40 px square. */
export function cmsIconButton(variant: CmsButtonVariant = "ghost", className?: string) {
  return cn("cms-icon-button", variants[variant], className);
}
