// The section editor opened at one section and field (?sektion=<id>&feld=<key>): where the findings of
// the 'Veröffentlichungs-Check' (docs/decisions/0014-publish-check.md) lead. The section's form opens, scrolls into view and the
// field (or the first field of a list such as 'items') gets the focus.
import { useEffect } from "react";
import { useSearchParams } from "react-router";

export const SECTION_PARAM = "sektion";
export const FIELD_PARAM = "feld";

/** The section the address asks to open, or null. */
export function useAddressedSection(): { sectionId: number | null; field: string | null } {
  const [params] = useSearchParams();
  const id = Number(params.get(SECTION_PARAM));
  return { sectionId: Number.isInteger(id) && id > 0 ? id : null, field: params.get(FIELD_PARAM) };
}

/** Once the addressed section's form is open: scroll to it and focus the field. */
export function useFocusAddressedField(editingId: number | null) {
  const { sectionId, field } = useAddressedSection();
  useEffect(() => {
    if (sectionId === null || editingId !== sectionId) return;
    const form = document.querySelector<HTMLFormElement>(`form[data-section-form="${sectionId}"]`);
    if (!form) return;
    const escaped = field ? CSS.escape(field) : "";
    const target =
      // Settings fields are named 'settings.<key>' (list entries 'settings.<key>.<n>.<sub>').
      (field && form.querySelector<HTMLElement>(`[name="${escaped}"], [name="settings.${escaped}"], [name^="settings.${escaped}."], [name^="${escaped}"]`)) ||
      form.querySelector<HTMLElement>("input, textarea, select");
    form.scrollIntoView({ block: "start" });
    target?.focus({ preventScroll: false });
  }, [sectionId, field, editingId]);
}
