// Adding and renaming a document kind (administrators): the key once, the names per language, 'Textebene erforderlich';
// and their order ('Nach oben'/'Nach unten', form posts that work without JavaScript), which every list of kinds follows.
import { ArrowDown, ArrowUp } from "lucide-react";
import { useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { CmsFeedback } from "~/components/cms/cms-feedback";
import { CmsFormActions } from "~/components/cms/cms-form-actions";
import { CmsIconButton } from "~/components/cms/cms-icon-button";
import { CmsTextField, useFocusFirstError, useSubmitValidation } from "~/components/cms/cms-form-field";
import type { CollectionForm } from "~/components/cms/cms-collection-screen";
import type { FieldErrors } from "~/lib/form-validation";
import { languageFacts, siteLanguages } from "~/lib/languages";
import { neighbourOf, type MoveDirection } from "~/lib/neighbour-order";
import { KIND_NAME_LIMIT, kindIntents, kindMessages, validateKindForm, type KindFormValues } from "./document-kind-form";

export function DocumentKindEditor({ form, action, cancelHref }: { form: CollectionForm<KindFormValues>; action: string; cancelHref: string }) {
  const navigation = useNavigation();
  const intent = form.mode === "create" ? kindIntents.create : kindIntents.update;
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const formRef = useRef<HTMLFormElement>(null);
  const { clientErrors, onSubmit } = useSubmitValidation(validateKindForm);
  const serverErrors = busy ? undefined : form.fieldErrors;
  const errors: FieldErrors = clientErrors ?? serverErrors ?? {};
  useFocusFirstError(formRef, serverErrors);
  const headingId = form.mode === "create" ? "art-neu" : "art-bearbeiten";
  return (
    <section aria-labelledby={headingId} className="rounded-card border border-border bg-card p-4 text-card-foreground sm:p-6">
      <h2 id={headingId} className="text-xl font-semibold">
        {form.mode === "create" ? "Neue Dokumentart" : "Dokumentart bearbeiten"}
      </h2>
      <Form ref={formRef} method="post" action={action} noValidate onSubmit={onSubmit} aria-busy={busy || undefined} className="mt-4 flex flex-col gap-5">
        <input type="hidden" name="intent" value={intent} />
        {form.id ? <input type="hidden" name="id" value={form.id} /> : null}
        {clientErrors ? (
          <CmsFeedback feedback={{ ok: false, message: kindMessages.invalid }} />
        ) : !busy && form.feedback && !form.feedback.ok ? (
          <CmsFeedback feedback={form.feedback} />
        ) : null}
        <CmsTextField
          name="key"
          label="Schlüssel"
          required
          autoComplete="off"
          defaultValue={form.values.key}
          readOnly={form.mode === "edit"}
          maxLength={40}
          hint={
            form.mode === "edit"
              ? "Teil jeder Dokumentadresse: wird nie geändert."
              : "Kleinbuchstaben, Ziffern und Bindestriche, zum Beispiel «montageanleitung». Teil jeder Dokumentadresse: lässt sich später nicht ändern."
          }
          error={errors.key}
          controlClassName="font-mono"
        />
        <div className="grid gap-5 sm:grid-cols-2">
          {siteLanguages.map((language) => (
            <CmsTextField
              key={language}
              name={`name_${language}`}
              label={`Name (${languageFacts[language].staffName})`}
              required={language === "de"}
              autoComplete="off"
              defaultValue={form.values[`name_${language}`]}
              maxLength={KIND_NAME_LIMIT}
              error={errors[`name_${language}`]}
            />
          ))}
        </div>
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            name="requiresTextLayer"
            value="true"
            defaultChecked={form.values.requiresTextLayer}
            className="size-5 accent-[var(--primary)]"
          />
          Textebene erforderlich
        </label>
        <p className="-mt-3 text-xs text-muted-foreground">
          Nur PDF-Dateien mit durchsuchbarem Text werden angenommen, keine Scans (wie bei Gebrauchsanweisungen).
        </p>
        <CmsFormActions busy={busy} cancelTo={cancelHref} />
      </Form>
    </section>
  );
}

export interface KindListItem {
  id: number;
  key: string;
  names: Partial<Record<string, string>>;
  requiresTextLayer: boolean;
}

/** One of 'Nach oben'/'Nach unten': it names the neighbour the administrator sees, so a move that came between is noticed (moveDocumentKind). */
function MoveKindButton({
  kind,
  neighbour,
  direction,
  action,
  busy,
}: {
  kind: KindListItem;
  neighbour: KindListItem | undefined;
  direction: MoveDirection;
  action: string;
  busy: boolean;
}) {
  const name = kind.names.de ?? kind.key;
  const up = direction === "up";
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="intent" value={kindIntents.move} />
      <input type="hidden" name="id" value={kind.id} />
      <input type="hidden" name="direction" value={direction} />
      {neighbour ? <input type="hidden" name="neighbourId" value={neighbour.id} /> : null}
      <CmsIconButton
        type="submit"
        icon={up ? ArrowUp : ArrowDown}
        label={`«${name}» ${up ? "nach oben" : "nach unten"} verschieben`}
        title={up ? "Nach oben" : "Nach unten"}
        disabled={!neighbour || busy}
      />
    </Form>
  );
}

export function DocumentKindList({ items, editHref, action }: { items: KindListItem[]; editHref: (id: number) => string; action: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === kindIntents.move;
  if (items.length === 0) return <p className="rounded-card border border-dashed border-border p-6 text-muted-foreground">Noch keine Dokumentarten.</p>;
  return (
    <ul className="flex flex-col gap-3" aria-label="Dokumentarten">
      {items.map((kind, index) => (
        <li key={kind.id} className="flex items-start justify-between gap-3 rounded-card border border-border bg-card p-4">
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{kind.names.de ?? kind.key}</p>
            <p className="font-mono text-xs text-muted-foreground">{kind.key}</p>
            <p className="mt-1 text-sm text-muted-foreground">
              {siteLanguages
                .filter((language) => language !== "de" && kind.names[language])
                .map((language) => `${language.toUpperCase()}: ${kind.names[language]}`)
                .join(" · ") || "Nur deutscher Name"}
              {kind.requiresTextLayer ? " · Textebene erforderlich" : null}
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-1">
            <MoveKindButton kind={kind} neighbour={neighbourOf(items, index, "up")} direction="up" action={action} busy={busy} />
            <MoveKindButton kind={kind} neighbour={neighbourOf(items, index, "down")} direction="down" action={action} busy={busy} />
            <Link to={editHref(kind.id)} className="focus-ring ml-2 rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline">
              Bearbeiten<span className="sr-only"> ({kind.names.de ?? kind.key})</span>
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
