import { z } from "zod";
import { commonSettings, labelField, textField } from "../../settings-fields";
import { defineSection } from "../../section-definition";

export const formDefinition = defineSection({
  type: "form",
  label: "Kontaktformular",
  schema: z.object({
    ...commonSettings,
    showPhone: z.boolean().optional(),
    showCompany: z.boolean().optional(),
    submitButtonText: labelField().optional(),
    note: textField().optional(),
  }),
  defaults: { title: "Schreiben Sie uns", submitButtonText: "Nachricht senden" },
  maxMedia: 0,
});
