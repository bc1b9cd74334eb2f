// 'Freigabe erforderlich' per page type, on /cms/global for administrators (docs/decisions/0039-approval.md). A plain
// form: it works without JavaScript too.
import { Form } from "react-router";
import { cmsButton } from "~/components/cms/cms-button";
import { CmsFeedback } from "~/components/cms/cms-feedback";
import type { ActionResult } from "~/components/cms/action-result";
import type { PageKind } from "~/lib/page-kinds";

export const SAVE_APPROVAL_TEMPLATES_INTENT = "save-approval-templates";

/** The page kinds a switch exists for (app/lib/page-kinds.ts), with their German names. */
export const approvalTemplateChoices = [
  { value: "product", label: "Produktseiten" },
  { value: "category", label: "Produktkategorien" },
  { value: "section", label: "Bereichs- und Inhaltsseiten" },
] as const satisfies readonly { value: PageKind; label: string }[];

export function ApprovalTemplatesCard({ templates, result }: { templates: readonly string[]; result?: ActionResult }) {
  return (
    <section aria-labelledby="freigabe-erforderlich" className="flex flex-col gap-3 rounded-card border border-border bg-card p-4 sm:p-6">
      <h2 id="freigabe-erforderlich" className="text-xl font-semibold">
        Freigabe erforderlich
      </h2>
      <p className="text-sm text-muted-foreground">
        Seiten dieser Seitentypen gehen erst online, wenn eine zweite Person mit dem Recht «Freigeben» die Fassung freigegeben hat. Einzelne Seiten lassen sich
        im Dialog «Seite bearbeiten» abweichend einstellen. Eine Änderung ändert nicht, was Besucher sehen: eine Seite, die keine Freigabe mehr braucht, zeigt
        ihre aktuelle Fassung erst, wenn jemand sie veröffentlicht. Jede Änderung steht im Freigabe-Protokoll.
      </p>
      <Form method="post" className="flex flex-col gap-3">
        <input type="hidden" name="intent" value={SAVE_APPROVAL_TEMPLATES_INTENT} />
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">Freigabe erforderlich für</legend>
          {approvalTemplateChoices.map((choice) => (
            <label key={choice.value} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="templates" value={choice.value} defaultChecked={templates.includes(choice.value)} className="size-4" />
              {choice.label}
            </label>
          ))}
        </fieldset>
        <button type="submit" className={cmsButton("primary", "w-fit")}>
          Freigabe-Einstellung speichern
        </button>
        {result ? <CmsFeedback feedback={result} /> : null}
      </Form>
    </section>
  );
}
