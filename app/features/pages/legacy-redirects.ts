/** Old addresses that move permanently to their /produkte equivalents (the spec's public routes). */
export const legacyRedirects: Record<string, string> = {
  "/pflege": "/produkte/pflege",
  "/geburt-wochenbett": "/produkte/geburt-wochenbett",
  "/stationseinrichtungen": "/produkte/stationseinrichtungen",
  "/wellness": "/produkte/wellness",
  "/produkte/geburt-und-wochenbett": "/produkte/geburt-wochenbett",
};
