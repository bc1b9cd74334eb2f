/** Old addresses that move permanently to their /produkte equivalents (docs/product/public-site.md, "Legacy addresses"). */
export const legacyRedirects: Record<string, string> = {
  "/pflege": "/produkte/pflege",
  "/geburt-wochenbett": "/produkte/geburt-wochenbett",
  "/stationseinrichtungen": "/produkte/stationseinrichtungen",
  "/wellness": "/produkte/wellness",
  "/produkte/geburt-und-wochenbett": "/produkte/geburt-wochenbett",
};
