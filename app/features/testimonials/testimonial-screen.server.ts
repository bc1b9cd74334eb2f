// The server side of /cms/testimonials (docs/product/cms-screens.md, "Testimonials": the service page shows them; moved up and down): the
// list for the screen, and its action (save and delete through the shared collection actions, move, publish).
import { z } from "zod";
import { db } from "#db/client.server";
import { logger } from "~/core/logger.server";
import { requireOperation, requireStaff } from "~/features/auth/viewer.server";
import { collectionAnswer, deleteCollectionEntry, saveCollectionEntry, type CollectionActionData } from "~/features/cms/collection-actions.server";
import { writeContent } from "~/core/content/content-write.server";
import { formText } from "~/lib/form-validation";
import { loadSiteSettings } from "~/features/settings/site-settings.server";
import { isSiteLanguage, sourceLanguage, type SiteLanguage } from "~/lib/languages";
import { isRouterResponse } from "~/lib/router-response";
import { truncateText } from "~/lib/text";
import { parseTestimonialForm, testimonialIntents, testimonialMessages, type TestimonialFormValues } from "./testimonial-form";
import type { TestimonialListItem } from "./testimonial-list";
import {
  createTestimonial,
  deleteTestimonial,
  listTestimonials,
  moveTestimonial,
  portraitExists,
  setTestimonialPublished,
  updateTestimonial,
} from "./testimonials.server";

const EXCERPT_LENGTH = 160;

export type TestimonialRow = TestimonialListItem & { quote: string; mediaAssetId: number | null };

/** The screen's data: every testimonial in its order, with an excerpt for the list; the switched-on languages for 'Sprache'. */
export async function loadTestimonialScreen(request: Request) {
  await requireStaff(request, "testimonials.edit");
  try {
    const [rows, settings] = await Promise.all([listTestimonials(db()), loadSiteSettings(db())]);
    const items: TestimonialRow[] = rows.map((row) => ({
      id: row.id,
      author: row.author,
      role: row.role,
      quote: row.quote,
      mediaAssetId: row.mediaAssetId,
      excerpt: truncateText(row.quote, EXCERPT_LENGTH),
      rating: row.rating,
      language: isSiteLanguage(row.language) ? row.language : sourceLanguage,
      isPublished: row.isPublished,
    }));
    return { items, languages: settings.languages, loadError: null };
  } catch (error) {
    logger.error({ error: (error as Error).message }, "Testimonials konnten nicht geladen werden");
    return { items: [] as TestimonialRow[], languages: [sourceLanguage] as SiteLanguage[], loadError: testimonialMessages.loadFailed };
  }
}

type TestimonialActionData = CollectionActionData<TestimonialFormValues>;

const answer = (body: TestimonialActionData, status = 200) => collectionAnswer(body, status);
const idSchema = z.coerce.number().int().positive();

/** Save, move, publish and delete. */
export async function handleTestimonialAction(request: Request) {
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
    return saveCollectionEntry({
      viewer,
      operation: "testimonials.edit",
      intent,
      id,
      editing,
      parsed: parseTestimonialForm(form),
      messages: testimonialMessages,
      // Bad input changes nothing: an unknown portrait is refused at its field before the write.
      check: async (value) => ((await portraitExists(db(), value.mediaAssetId)) ? null : { media_asset_id: testimonialMessages.portraitUnknown }),
      save: (tx, value) => (editing && id !== undefined ? updateTestimonial(tx, id, value) : createTestimonial(tx, value)),
      what: "Testimonial",
    });
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
    return deleteCollectionEntry<TestimonialFormValues>({
      viewer,
      operation: "testimonials.edit",
      intent,
      id,
      messages: testimonialMessages,
      remove: deleteTestimonial,
      what: "Testimonial",
    });
  }

  return answer({ ok: false, intent, message: "Unbekannte Aktion." }, 400);
}
