// One CMS screen for a list of entries with new / edit / delete (tests/e2e/cms-content.spec.ts): the e-mail
// templates and the testimonials. The address says what is open (?neu, ?bearbeiten=id, ?loeschen=id),
// so every step works without JavaScript; a refused form stays open with what was typed, whatever the
// address says. Each screen brings its own form, list, texts and the values of an entry.
import type { ActionResult } from "./action-result";
import { Plus } from "lucide-react";
import { useMemo, type ReactNode } from "react";
import { Link, useNavigation, useSearchParams } from "react-router";
import type { FieldErrors } from "~/lib/form-validation";
import { cmsButton } from "./cms-button";
import { CmsConfirmDialog } from "./cms-dialog";
import { CmsDeleteForm } from "./cms-delete-form";
import { CmsFeedback } from "./cms-feedback";
import { CmsScreenHeader } from "./cms-screen-header";
import { useActionToast } from "./use-action-toast";

/** The addresses of a collection screen: its list, and the list with a form or a question open. */
export function collectionHrefs(screen: string) {
  return {
    list: screen,
    create: `${screen}?neu=1`,
    edit: (id: number) => `${screen}?bearbeiten=${id}`,
    remove: (id: number) => `${screen}?loeschen=${id}`,
  };
}

export type CollectionHrefs = ReturnType<typeof collectionHrefs>;

/** What the screen's action answers: the CMS's one result, with the form it answers and the values to show again. */
export type CollectionAnswer<V> = ActionResult & {
  intent?: string;
  id?: number;
  values?: V;
};

/** The form the screen shows: a new entry, or an entry being edited, with the values to show. */
export interface CollectionForm<V> {
  key: string;
  mode: "create" | "edit";
  id?: number;
  values: V;
  fieldErrors?: FieldErrors;
  feedback?: CollectionAnswer<V>;
}

export interface CollectionScreenProps<T extends { id: number }, V> {
  title: string;
  description: ReactNode;
  addLabel: string;
  /** The visually hidden heading of the list, and its id. */
  listHeading: { id: string; text: string };
  items: T[];
  loadError: string | null;
  actionData: CollectionAnswer<V> | undefined;
  hrefs: CollectionHrefs;
  /** Without `delete`, entries are never deleted (the document kinds: their key is part of addresses) and ?loeschen asks nothing. */
  intents: { create: string; update: string; delete?: string };
  /** The values of a new entry, and of an entry opened for editing. */
  emptyValues: V;
  valuesOf: (item: T) => V;
  messages: { notFound: string; deleteTitle?: string };
  deleteDescription?: (item: T) => ReactNode;
  renderForm: (form: CollectionForm<V>) => ReactNode;
  renderList: () => ReactNode;
}

export function CmsCollectionScreen<T extends { id: number }, V>(props: CollectionScreenProps<T, V>) {
  const { items, loadError, actionData, hrefs, intents } = props;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const loadFeedback = useMemo(() => (loadError ? { ok: false, message: loadError } : undefined), [loadError]);
  useActionToast(actionData ?? loadFeedback);

  const isFormIntent = (intent: string | undefined) => intent === intents.create || intent === intents.update;
  const failedForm = actionData && !actionData.ok && isFormIntent(actionData.intent) && actionData.values ? actionData : undefined;
  const editId = Number(params.get("bearbeiten")) || undefined;
  const deleteId = (intents.delete && Number(params.get("loeschen"))) || undefined;
  const editing = editId ? items.find((item) => item.id === editId) : undefined;
  const deleting = deleteId ? items.find((item) => item.id === deleteId) : undefined;

  let form: Omit<CollectionForm<V>, "key" | "fieldErrors" | "feedback"> | undefined;
  if (failedForm?.values) {
    form = { mode: failedForm.intent === intents.create ? "create" : "edit", id: failedForm.id, values: failedForm.values };
  } else if (params.has("neu")) {
    form = { mode: "create", values: props.emptyValues };
  } else if (editing) {
    form = { mode: "edit", id: editing.id, values: props.valuesOf(editing) };
  }
  const staleSelection = (editId && !editing && !failedForm) || (deleteId && !deleting);
  // Form errors are shown in the form; everything else above the list.
  const pageFeedback = actionData && !failedForm ? actionData : undefined;
  const deleteBusy = navigation.state === "submitting" && navigation.formData?.get("intent") === intents.delete;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <CmsScreenHeader
        title={props.title}
        description={props.description}
        action={
          form?.mode !== "create" ? (
            <Link to={hrefs.create} className={cmsButton("primary")}>
              <Plus aria-hidden="true" className="size-4" />
              {props.addLabel}
            </Link>
          ) : null
        }
      />

      {loadError ? <CmsFeedback feedback={loadFeedback} /> : null}
      {navigation.state === "idle" && pageFeedback ? <CmsFeedback feedback={pageFeedback} /> : null}
      {staleSelection ? <CmsFeedback feedback={{ ok: false, message: props.messages.notFound }} /> : null}

      {form ? props.renderForm({ ...form, key: `${form.mode}-${form.id ?? "neu"}`, fieldErrors: failedForm?.fieldErrors, feedback: failedForm }) : null}

      {loadError ? null : (
        <section aria-labelledby={props.listHeading.id}>
          <h2 id={props.listHeading.id} className="sr-only">
            {props.listHeading.text}
          </h2>
          {props.renderList()}
        </section>
      )}

      {deleting && intents.delete ? (
        <CmsConfirmDialog title={props.messages.deleteTitle ?? ""} cancelHref={hrefs.list} description={props.deleteDescription?.(deleting)}>
          <CmsDeleteForm action={hrefs.list} intent={intents.delete} id={deleting.id} busy={deleteBusy} />
        </CmsConfirmDialog>
      ) : null}
    </div>
  );
}
