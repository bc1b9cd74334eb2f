// While a translation is edited, each field shows its source text beside it, whether it is still
// marked as not translated, and which fields are one value for all languages (docs/decisions/0032-
// language-versions.md). Used by the section editor and the edit mode's panel (section-fields.tsx).
import { useContext } from "react";
import type { ActionResult } from "~/components/cms/action-result";
import { htmlToPlainText } from "~/lib/text";
import { NoUpdateConfirm, SourceChangeActionsContext, SourceChangeView, type SourceChange } from "./source-change";

/** What a section's form needs to show its source: from the section editor's loader (section-editor.server.ts). */
export interface SectionTranslationContext {
  /** The source language's name ("Deutsch"). */
  sourceName: string;
  /** The counterpart in the source language; null when the section exists only in this version. */
  source: { contentHtml: string; settings: Record<string, unknown> } | null;
  /** Fields still as copied ("contentHtml", "settings.title", …). */
  untranslated: string[];
  /** Settings keys with one value for every language. */
  sharedKeys: string[];
  /** German changes this version has not caught up with, by field ("contentHtml", "settings.title"); source-change.tsx. */
  changes?: Record<string, SourceChange>;
  /** The section's translation key: with the field, the name 'Keine Anpassung nötig' confirms ("<key>/settings.title"). */
  sectionKey?: string;
}

/** A source value as one line of text: HTML as its text, a list as its entries' texts. */
export function sourceText(value: unknown): string {
  if (typeof value === "string") return htmlToPlainText(value).trim();
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) {
    return value
      .map((item) =>
        item && typeof item === "object"
          ? Object.values(item as Record<string, unknown>)
              .filter((v): v is string => typeof v === "string" && !v.startsWith("asset:"))
              .map((v) => htmlToPlainText(v).trim())
              .filter(Boolean)
              .join(" – ")
          : sourceText(item),
      )
      .filter(Boolean)
      .join(" · ");
  }
  return "";
}

export function SourceBeside({ context, field }: { context: SectionTranslationContext; field: string }) {
  const key = field.startsWith("settings.") ? field.slice("settings.".length) : null;
  if (key !== null && context.sharedKeys.includes(key)) {
    return <p className="mt-1 text-xs text-muted-foreground">Gilt für alle Sprachen.</p>;
  }
  const value = key === null ? context.source?.contentHtml : context.source?.settings[key];
  const change = context.changes?.[field];
  return (
    <>
      <SourceNote
        field={field}
        fieldId={context.sectionKey ? `${context.sectionKey}/${field}` : undefined}
        sourceName={context.sourceName}
        value={value}
        marked={context.untranslated.includes(field)}
      />
      {change ? <SourceChangeView change={change} /> : null}
    </>
  );
}

/**
 * One field's source text and mark (also the page dialog's title and meta texts). A marked field offers 'Keine
 * Anpassung nötig' where the editor provides it (SourceChangeActionsContext, or `onConfirmCopied`): the text is right
 * in this language as copied, which ends the mark (a version with a marked text does not publish, decision 0044).
 */
export function SourceNote({
  field,
  fieldId = field,
  sourceName,
  value,
  marked,
  onConfirmCopied,
}: {
  field: string;
  /** The name the confirmation sends (a section's field: "<key>/<field>"); a page text's is the field itself. */
  fieldId?: string;
  sourceName: string;
  value: unknown;
  marked: boolean;
  onConfirmCopied?: (reason: string) => Promise<ActionResult<{ revision: number }>>;
}) {
  const actions = useContext(SourceChangeActionsContext);
  const text = sourceText(value);
  if (!text && !marked) return null;
  const confirm = onConfirmCopied ?? (actions && fieldId.includes("/") ? (reason: string) => actions.confirmNoUpdate({ id: fieldId }, reason) : undefined);
  return (
    <div className="mt-1 rounded-md bg-muted px-2.5 py-1.5 text-xs" data-source-field={field}>
      {marked ? <span className="mr-2 inline-block rounded-full border border-destructive px-1.5 font-semibold text-destructive">nicht übersetzt</span> : null}
      {text ? (
        <>
          <span className="font-semibold">{sourceName}: </span>
          <span className="whitespace-pre-line">{text}</span>
        </>
      ) : null}
      {marked && confirm ? <NoUpdateConfirm onConfirm={confirm} /> : null}
    </div>
  );
}
