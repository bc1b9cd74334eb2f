import { z } from "zod";
import { commonSettings } from "../../settings-fields";
import { defineSection } from "../../section-definition";

export const formDefinition = defineSection({
  type: "form",
  label: "Kontaktformular",
  schema: z.object({
    ...commonSettings,
    showPhone: z.boolean().optional(),
    showCompany: z.boolean().optional(),
    submitButtonText: z.string().trim().max(80).optional(),
    note: z.string().trim().max(1000).optional(),
  }),
  defaults: { title: "Schreiben Sie uns", submitButtonText: "Nachricht senden" },
  maxMedia: 0,
});
