// /cms/testimonials: the customer voices the service page shows (docs/product/cms-screens.md,
// "Testimonials": the service page shows them; moved up and down). ?neu opens the form, ?bearbeiten=id edits,
// ?loeschen=id asks to delete.
import { cmsMeta } from "~/components/cms/cms-meta";
import { CmsCollectionScreen, collectionHrefs } from "~/components/cms/cms-collection-screen";
import { TestimonialEditor } from "~/features/testimonials/testimonial-editor";
import { emptyTestimonialValues, testimonialIntents, testimonialMessages } from "~/features/testimonials/testimonial-form";
import { TestimonialList } from "~/features/testimonials/testimonial-list";
import { handleTestimonialAction, loadTestimonialScreen } from "~/features/testimonials/testimonial-screen.server";
import type { Route } from "./+types/testimonials";

const hrefs = collectionHrefs("/cms/testimonials");

export async function loader({ request }: Route.LoaderArgs) {
  return loadTestimonialScreen(request);
}

export { revalidateUnlessFilteringInPlace as shouldRevalidate } from "~/components/cms/filter-in-place";

export async function action({ request }: Route.ActionArgs) {
  return handleTestimonialAction(request);
}

export function meta() {
  return cmsMeta("Testimonials");
}

export default function TestimonialsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { items, languages, loadError } = loaderData;
  const published = items.filter((t) => t.isPublished).length;
  return (
    <CmsCollectionScreen
      title="Testimonials"
      description={
        <>
          Stimmen von Kundinnen und Kunden für die Service-Seite, in der hier gezeigten Reihenfolge. Jede Sprachfassung der Seite zeigt die Testimonials ihrer
          Sprache. {items.length > 0 ? `${published} von ${items.length} veröffentlicht.` : null}
        </>
      }
      addLabel="Testimonial hinzufügen"
      listHeading={{ id: "testimonial-liste", text: "Alle Testimonials" }}
      items={items}
      loadError={loadError}
      actionData={actionData}
      hrefs={hrefs}
      intents={testimonialIntents}
      emptyValues={emptyTestimonialValues}
      valuesOf={(item) => ({
        author: item.author,
        role: item.role ?? "",
        quote: item.quote,
        rating: String(item.rating),
        language: item.language,
        is_published: item.isPublished,
        media_asset_id: item.mediaAssetId ? String(item.mediaAssetId) : "",
      })}
      messages={testimonialMessages}
      deleteDescription={(item) => <p>{testimonialMessages.deleteWarning(item.author)}</p>}
      renderForm={(form) => (
        <TestimonialEditor
          key={form.key}
          mode={form.mode}
          testimonialId={form.id}
          values={form.values}
          languages={languages}
          action={hrefs.list}
          cancelHref={hrefs.list}
          fieldErrors={form.fieldErrors}
          feedback={form.feedback}
        />
      )}
      renderList={() => <TestimonialList items={items} editHref={hrefs.edit} deleteHref={hrefs.remove} />}
    />
  );
}
