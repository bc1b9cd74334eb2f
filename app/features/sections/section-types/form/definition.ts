import { z } from "zod";
import { commonSettings, labelField, textField } from "../../settings-fields";
import { defineSection } from "../../section-definition";

export const formDefinition = defineSection({
  type: "form",
  label: "Kontaktformular",
  schema: z.object({
    ...commonSettings,
    showPhone: z.boolean().meta({ label: "Telefonfeld anzeigen" }).optional(),
    showCompany: z.boolean().meta({ label: "Firmenfeld anzeigen" }).optional(),
    submitButtonText: labelField().meta({ label: "Text des Absende-Buttons" }).optional(),
    note: textField().meta({ label: "Hinweis", widget: "multiline" }).optional(),
  }),
  defaults: { title: "Schreiben Sie uns", submitButtonText: "Nachricht senden" },
  maxMedia: 0,
  image: { layout: "form" },
});
