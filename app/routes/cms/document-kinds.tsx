// /cms/dokumente/arten: the document kinds (administrators): add one, rename one, move one up or down
// (docs/decisions/0046-documents.md, 0048-document-screens.md). ?neu opens the form, ?bearbeiten=id edits; kinds are
// never deleted (their key is part of every document address).
import { cmsMeta } from "~/components/cms/cms-meta";
import { CmsCollectionScreen, collectionHrefs } from "~/components/cms/cms-collection-screen";
import { DocumentKindEditor, DocumentKindList } from "~/features/document-admin/document-kind-editor";
import { emptyKindValues, kindIntents, kindMessages } from "~/features/document-admin/document-kind-form";
import { handleKindAction, loadKindScreen } from "~/features/document-admin/document-screens.server";
import { DOCUMENT_KINDS_SCREEN } from "~/features/document-admin/document-admin-rules";
import type { Route } from "./+types/document-kinds";

const hrefs = collectionHrefs(DOCUMENT_KINDS_SCREEN);

export async function loader({ request }: Route.LoaderArgs) {
  return loadKindScreen(request);
}

export async function action({ request }: Route.ActionArgs) {
  return handleKindAction(request);
}

export function meta() {
  return cmsMeta("Dokumentarten");
}

export default function DocumentKindsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { items, loadError } = loaderData;
  return (
    <CmsCollectionScreen
      title="Dokumentarten"
      description="Die Arten von Dokumenten, die ein Produkt haben kann, mit ihren Namen in jeder Sprache. Der Schlüssel ist Teil der Dokumentadressen und bleibt, wie er ist. In dieser Reihenfolge erscheinen die Arten überall: in den Filtern, beim Produkt und auf den Dokumentseiten der Website."
      addLabel="Dokumentart hinzufügen"
      listHeading={{ id: "dokumentarten-liste", text: "Alle Dokumentarten" }}
      items={items}
      loadError={loadError}
      actionData={actionData}
      hrefs={hrefs}
      intents={kindIntents}
      emptyValues={emptyKindValues}
      valuesOf={(kind) => ({
        key: kind.key,
        name_de: kind.names.de ?? "",
        name_fr: kind.names.fr ?? "",
        name_it: kind.names.it ?? "",
        name_en: kind.names.en ?? "",
        requiresTextLayer: kind.requiresTextLayer,
      })}
      messages={kindMessages}
      renderForm={(form) => <DocumentKindEditor key={form.key} form={form} action={hrefs.list} cancelHref={hrefs.list} />}
      renderList={() => <DocumentKindList items={items} editHref={hrefs.edit} action={hrefs.list} />}
    />
  );
}
