// The buttons under a section's text: primary first, then the quieter ones.
import { cn } from "~/lib/cn";
import { ButtonLink, type ButtonLinkVariant } from "./render-context";

export interface SectionAction {
  text: string | undefined;
  url: string | undefined;
  variant?: ButtonLinkVariant;
}

export function SectionActions({ actions, align = "start", className }: { actions: SectionAction[]; align?: "start" | "center"; className?: string }) {
  const usable = actions.filter((a) => a.text?.trim() && a.url?.trim());
  if (usable.length === 0) return null;
  return (
    <div className={cn("flex flex-col gap-3 sm:flex-row sm:flex-wrap", align === "center" && "sm:justify-center", className)}>
      {usable.map((a, i) => (
        <ButtonLink key={`${i}-${a.url}`} href={a.url} variant={a.variant ?? (i === 0 ? "primary" : "outline")}>
          {a.text}
        </ButtonLink>
      ))}
    </div>
  );
}
