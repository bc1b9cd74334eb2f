import { eq } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { globalSettings } from "#db/schema";
import { withSettingsDefaults, type SiteSettings } from "./site-settings";

export async function loadSiteSettings(db: Queryable): Promise<SiteSettings> {
  const [row] = await db.select().from(globalSettings).where(eq(globalSettings.id, 1)).limit(1);
  return withSettingsDefaults(row);
}
