// Editing a library file (docs/product/media.md, "Editing a file": title and category inputs, 'Speichern' /
// 'Abbrechen'): title, category from the fixed choices ('Keine Kategorie' stores
// null) and, for images, the alt text in German and in each further language the site shows.
import { useEffect, useId, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { cmsButton } from "~/components/cms/cms-button";
import { CmsSelectField, CmsTextField } from "~/components/cms/cms-form-field";
import { categoryFormValue, categoryLabel, mediaCategoryChoices, NO_CATEGORY } from "../file-names";
import { isImageKind } from "../media-types";
import type { LibraryAsset } from "./library-assets";
import { ALT_TEXT_MAX, altTextFieldName, altTextLabel } from "../alt-texts";
import { languageFacts, sourceLanguage, type SiteLanguage } from "~/lib/languages";

export const UPDATE_INTENT = "update";

export function MediaEditForm({
  asset,
  altTextLanguages,
  action,
  cancelHref,
}: {
  asset: LibraryAsset;
  /** The further languages the site shows: one alt text field each, with the German one as its source. */
  altTextLanguages: readonly SiteLanguage[];
  action: string;
  cancelHref: string;
}) {
  const id = useId();
  const title = useRef<HTMLInputElement>(null);
  const navigation = useNavigation();
  const saving =
    navigation.state === "submitting" && navigation.formData?.get("intent") === UPDATE_INTENT && navigation.formData.get("id") === String(asset.id);
  const current = categoryFormValue(asset.category);
  const known = current === NO_CATEGORY || (mediaCategoryChoices as readonly string[]).includes(current);

  useEffect(() => {
    title.current?.focus();
  }, []);

  return (
    <Form method="post" action={action} replace preventScrollReset className="flex flex-col gap-3" aria-label={`${asset.title ?? asset.filename} bearbeiten`}>
      <input type="hidden" name="intent" value={UPDATE_INTENT} />
      <input type="hidden" name="id" value={asset.id} />
      <CmsTextField ref={title} id={`${id}-titel`} name="title" label="Titel" defaultValue={asset.title ?? ""} maxLength={200} />
      <CmsSelectField id={`${id}-kategorie`} name="category" label="Kategorie" defaultValue={current} controlClassName="w-full">
        {known ? null : <option value={current}>{categoryLabel(asset.category)}</option>}
        <option value={NO_CATEGORY}>Keine Kategorie</option>
        {mediaCategoryChoices.map((choice) => (
          <option key={choice} value={choice}>
            {categoryLabel(choice)}
          </option>
        ))}
      </CmsSelectField>
      {isImageKind(asset.kind) ? (
        <>
          <CmsTextField id={`${id}-alt`} name="altText" label={altTextLabel(sourceLanguage)} defaultValue={asset.altText ?? ""} maxLength={ALT_TEXT_MAX} />
          {/* Each further language's own text (docs/decisions/0034-alt-texts-per-language.md); its page never shows the German one. */}
          {altTextLanguages.map((language) => (
            <CmsTextField
              key={language}
              id={`${id}-alt-${language}`}
              name={altTextFieldName(language)}
              label={altTextLabel(language)}
              lang={languageFacts[language].htmlLang}
              defaultValue={asset.altTexts[language] ?? ""}
              maxLength={ALT_TEXT_MAX}
              hint={`${languageFacts[sourceLanguage].staffName}: ${asset.altText?.trim() || "noch kein Alternativtext"}`}
            />
          ))}
        </>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={saving} className={cmsButton("primary", "flex-1")}>
          {saving ? "Wird gespeichert..." : "Speichern"}
        </button>
        <Link to={cancelHref} replace preventScrollReset className={cmsButton("secondary", "flex-1")}>
          Abbrechen
        </Link>
      </div>
    </Form>
  );
}
