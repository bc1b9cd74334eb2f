// /cms/testimonials: the customer voices the service page shows (spec §2 "Service shows
// testimonials", §3 testimonials, §4 move up/down). ?neu opens the form, ?bearbeiten=id edits,
// ?loeschen=id asks to delete.
import { Plus, Trash2 } from "lucide-react";
import { useMemo } from "react";
import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import { db } from "#db/client.server";
import { logger } from "#server/logger.server";
import { CmsScreenHeader } from "~/components/cms/cms-screen-header";
import { cmsButton } from "~/components/cms/cms-button";
import { CmsConfirmDialog } from "~/components/cms/cms-confirm-dialog";
import { CmsFeedback } from "~/components/cms/cms-feedback";
import { cmsMeta } from "~/components/cms/cms-meta";
import { useActionToast } from "~/components/cms/use-action-toast";
import { requireOperation, requireStaff } from "~/features/auth/viewer.server";
import { writeContent } from "~/features/content/content-write.server";
import { TestimonialEditor } from "~/features/testimonials/testimonial-editor";
import {
  emptyTestimonialValues,
  parseTestimonialForm,
  testimonialIntents,
  testimonialMessages,
  type TestimonialFormValues,
} from "~/features/testimonials/testimonial-form";
import { TestimonialList, type TestimonialListItem } from "~/features/testimonials/testimonial-list";
import {
  createTestimonial,
  deleteTestimonial,
  listTestimonials,
  moveTestimonial,
  portraitExists,
  setTestimonialPublished,
  updateTestimonial,
} from "~/features/testimonials/testimonials.server";
import type { FieldErrors } from "~/lib/form-validation";
import { formText } from "~/lib/form-validation";
import { isRouterResponse } from "~/lib/router-response";
import { truncateText } from "~/lib/text";
import type { Route } from "./+types/testimonials";

const SCREEN = "/cms/testimonials";
const hrefs = {
  list: SCREEN,
  create: `${SCREEN}?neu=1`,
  edit: (id: number) => `${SCREEN}?bearbeiten=${id}`,
  remove: (id: number) => `${SCREEN}?loeschen=${id}`,
};
const EXCERPT_LENGTH = 160;

export type TestimonialRow = TestimonialListItem & { quote: string; mediaAssetId: number | null };

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "testimonials.edit");
  try {
    const rows = await listTestimonials(db());
    const items: TestimonialRow[] = rows.map((row) => ({
      id: row.id,
      author: row.author,
      role: row.role,
      quote: row.quote,
      mediaAssetId: row.mediaAssetId,
      excerpt: truncateText(row.quote, EXCERPT_LENGTH),
      rating: row.rating,
      isPublished: row.isPublished,
    }));
    return { items, loadError: null };
  } catch (error) {
    logger.error({ error: (error as Error).message }, "Testimonials konnten nicht geladen werden");
    return { items: [] as TestimonialRow[], loadError: testimonialMessages.loadFailed };
  }
}

export { revalidateUnlessFilteringInPlace as shouldRevalidate } from "~/components/cms/filter-in-place";

type TestimonialActionData = {
  ok: boolean;
  message: string;
  intent: string;
  id?: number;
  fieldErrors?: FieldErrors;
  values?: TestimonialFormValues;
};

const answer = (body: TestimonialActionData, status = 200) => data(body, { status });
const idSchema = z.coerce.number().int().positive();

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireOperation(request, "testimonials.edit");
  const form = await request.formData();
  const intent = formText(form, "intent");
  const parsedId = idSchema.safeParse(form.get("id"));
  const id = parsedId.success ? parsedId.data : undefined;
  const fail = (error: unknown, message: string, extra: Partial<TestimonialActionData> = {}) => {
    if (isRouterResponse(error)) throw error;
    logger.error({ intent, id, error: (error as Error).message }, "Testimonial-Aktion fehlgeschlagen");
    return answer({ ok: false, intent, id, message, ...extra }, 500);
  };

  if (intent === testimonialIntents.create || intent === testimonialIntents.update) {
    const editing = intent === testimonialIntents.update;
    if (editing && id === undefined) return answer({ ok: false, intent, message: testimonialMessages.saveFailed }, 400);
    const parsed = parseTestimonialForm(form);
    if (!parsed.ok) {
      return answer({ ok: false, intent, id, message: testimonialMessages.invalid, fieldErrors: parsed.fieldErrors, values: parsed.values }, 400);
    }
    // Bad input changes nothing: an unknown portrait is refused at its field before the write.
    if (!(await portraitExists(db(), parsed.value.mediaAssetId))) {
      return answer(
        {
          ok: false,
          intent,
          id,
          message: testimonialMessages.invalid,
          fieldErrors: { media_asset_id: testimonialMessages.portraitUnknown },
          values: parsed.values,
        },
        400,
      );
    }
    try {
      const result = await writeContent(viewer, "testimonials.edit", (tx) =>
        editing ? updateTestimonial(tx, id as number, parsed.value) : createTestimonial(tx, parsed.value),
      );
      if (!result) return answer({ ok: false, intent, id, message: testimonialMessages.notFound, values: parsed.values }, 404);
      return answer({ ok: true, intent, id: result.id, message: editing ? testimonialMessages.updated : testimonialMessages.created });
    } catch (error) {
      return fail(error, testimonialMessages.saveFailed, { values: parsed.values });
    }
  }

  if (id === undefined) return answer({ ok: false, intent, message: testimonialMessages.notFound }, 400);

  if (intent === testimonialIntents.move) {
    const direction = form.get("direction");
    if (direction !== "up" && direction !== "down") return answer({ ok: false, intent, id, message: testimonialMessages.moveFailed }, 400);
    try {
      const result = await writeContent(viewer, "testimonials.edit", (tx) => moveTestimonial(tx, id, direction));
      if (result === "not-found") return answer({ ok: false, intent, id, message: testimonialMessages.notFound }, 404);
      if (result === "at-edge") return answer({ ok: false, intent, id, message: testimonialMessages.atEdge }, 400);
      return answer({ ok: true, intent, id, message: testimonialMessages.moved });
    } catch (error) {
      return fail(error, testimonialMessages.moveFailed);
    }
  }

  if (intent === testimonialIntents.publish || intent === testimonialIntents.unpublish) {
    const publish = intent === testimonialIntents.publish;
    try {
      const result = await writeContent(viewer, "testimonials.edit", (tx) => setTestimonialPublished(tx, id, publish));
      if (!result) return answer({ ok: false, intent, id, message: testimonialMessages.notFound }, 404);
      return answer({ ok: true, intent, id, message: publish ? testimonialMessages.published : testimonialMessages.unpublished });
    } catch (error) {
      return fail(error, testimonialMessages.statusFailed);
    }
  }

  if (intent === testimonialIntents.delete) {
    try {
      const result = await writeContent(viewer, "testimonials.edit", (tx) => deleteTestimonial(tx, id));
      if (!result) return answer({ ok: false, intent, id, message: testimonialMessages.notFound }, 404);
      return answer({ ok: true, intent, message: testimonialMessages.deleted });
    } catch (error) {
      return fail(error, testimonialMessages.deleteFailed);
    }
  }

  return answer({ ok: false, intent, message: "Unbekannte Aktion." }, 400);
}

export function meta() {
  return cmsMeta("Testimonials");
}

export default function TestimonialsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { items, loadError } = loaderData;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const loadFeedback = useMemo(() => (loadError ? { ok: false, message: loadError } : undefined), [loadError]);
  useActionToast(actionData ?? loadFeedback);

  const isFormIntent = (intent: string | undefined) => intent === testimonialIntents.create || intent === testimonialIntents.update;
  const failedForm = actionData && !actionData.ok && isFormIntent(actionData.intent) && actionData.values ? actionData : undefined;
  const editId = Number(params.get("bearbeiten")) || undefined;
  const deleteId = Number(params.get("loeschen")) || undefined;
  const editing = editId ? items.find((t) => t.id === editId) : undefined;
  const deleting = deleteId ? items.find((t) => t.id === deleteId) : undefined;

  let form: { mode: "create" | "edit"; id?: number; values: TestimonialFormValues } | undefined;
  if (failedForm?.values) {
    form = { mode: failedForm.intent === testimonialIntents.create ? "create" : "edit", id: failedForm.id, values: failedForm.values };
  } else if (params.has("neu")) {
    form = { mode: "create", values: emptyTestimonialValues };
  } else if (editing) {
    form = {
      mode: "edit",
      id: editing.id,
      values: {
        author: editing.author,
        role: editing.role ?? "",
        quote: editing.quote,
        rating: String(editing.rating),
        is_published: editing.isPublished,
        media_asset_id: editing.mediaAssetId ? String(editing.mediaAssetId) : "",
      },
    };
  }
  const staleSelection = (editId && !editing && !failedForm) || (deleteId && !deleting);
  const pageFeedback = actionData && !failedForm ? actionData : undefined;
  const deleteBusy = navigation.state === "submitting" && navigation.formData?.get("intent") === testimonialIntents.delete;
  const published = items.filter((t) => t.isPublished).length;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <CmsScreenHeader
        title="Testimonials"
        description={
          <>
            Stimmen von Kundinnen und Kunden für die Service-Seite, in der hier gezeigten Reihenfolge.{" "}
            {items.length > 0 ? `${published} von ${items.length} veröffentlicht.` : null}
          </>
        }
        action={
          form?.mode !== "create" ? (
            <Link to={hrefs.create} className={cmsButton("primary")}>
              <Plus aria-hidden="true" className="size-4" />
              Testimonial hinzufügen
            </Link>
          ) : null
        }
      />

      {loadError ? <CmsFeedback feedback={loadFeedback} /> : null}
      {navigation.state === "idle" && pageFeedback ? <CmsFeedback feedback={pageFeedback} /> : null}
      {staleSelection ? <CmsFeedback feedback={{ ok: false, message: testimonialMessages.notFound }} /> : null}

      {form ? (
        <TestimonialEditor
          key={`${form.mode}-${form.id ?? "neu"}`}
          mode={form.mode}
          testimonialId={form.id}
          values={form.values}
          action={hrefs.list}
          cancelHref={hrefs.list}
          fieldErrors={failedForm?.fieldErrors}
          feedback={failedForm}
        />
      ) : null}

      {loadError ? null : (
        <section aria-labelledby="testimonial-liste">
          <h2 id="testimonial-liste" className="sr-only">
            Alle Testimonials
          </h2>
          <TestimonialList items={items} editHref={hrefs.edit} deleteHref={hrefs.remove} />
        </section>
      )}

      {deleting ? (
        <CmsConfirmDialog
          title={testimonialMessages.deleteTitle}
          cancelHref={hrefs.list}
          description={<p>{testimonialMessages.deleteWarning(deleting.author)}</p>}
        >
          <Form method="post" action={hrefs.list} replace>
            <input type="hidden" name="intent" value={testimonialIntents.delete} />
            <input type="hidden" name="id" value={deleting.id} />
            <button type="submit" disabled={deleteBusy} className={cmsButton("danger", "w-full sm:w-auto")}>
              <Trash2 aria-hidden="true" className="size-4" />
              {deleteBusy ? "Wird gelöscht..." : "Endgültig löschen"}
            </button>
          </Form>
        </CmsConfirmDialog>
      ) : null}
    </div>
  );
}
