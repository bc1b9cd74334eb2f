// A translator's languages (docs/decisions/0038-translator-role.md): an administrator gives them on the
// users screen; none given means every language other than German.
import { eq } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { translatorProfiles } from "#db/schema";
import { isSiteLanguage, translationLanguages, type SiteLanguage } from "~/lib/languages";

/** The languages stored for a translator, in the site's order; [] when none are (every language). */
export async function translatorLanguages(db: Queryable, userId: string): Promise<SiteLanguage[]> {
  const [row] = await db.select({ languages: translatorProfiles.languages }).from(translatorProfiles).where(eq(translatorProfiles.userId, userId)).limit(1);
  const stored = new Set((row?.languages ?? []).filter(isSiteLanguage));
  return translationLanguages.filter((l) => stored.has(l));
}

/** Gives a translator these languages ([]: every language). */
export async function setTranslatorLanguages(db: Queryable, userId: string, languages: readonly SiteLanguage[]): Promise<void> {
  const values = translationLanguages.filter((l) => languages.includes(l));
  await db
    .insert(translatorProfiles)
    .values({ userId, languages: values })
    .onConflictDoUpdate({ target: translatorProfiles.userId, set: { languages: values, updatedAt: new Date() } });
}
