// The one schema of the users screen's forms: every form posts an `intent` (the pressed button), the
// account's `userId` and, for 'Rolle ändern', the chosen `role`.
import { z } from "zod";
import { roles } from "~/core/access/roles";
import { siteLanguages, sourceLanguage } from "~/lib/languages";
import type { UserAction } from "./user-rules";

const userId = z.string().trim().min(1).max(200);

export const userActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), userId }),
  z.object({ intent: z.literal("set-role"), userId, role: z.enum(roles) }),
  // One checkbox per language (a form may post `languages` several times, or not at all: every language).
  z.object({ intent: z.literal("set-languages"), userId, languages: z.array(z.enum(siteLanguages).exclude([sourceLanguage])).max(3) }),
  z.object({ intent: z.literal("ban"), userId }),
  z.object({ intent: z.literal("unban"), userId }),
  z.object({ intent: z.literal("revoke-sessions"), userId }),
]);

export type ParsedUserAction = { userId: string; action: UserAction };

export function parseUserAction(form: FormData): ParsedUserAction | null {
  const parsed = userActionSchema.safeParse({ ...Object.fromEntries(form), languages: form.getAll("languages") });
  if (!parsed.success) return null;
  const { userId: id, ...action } = parsed.data;
  return { userId: id, action };
}
