// The French language version of the demo site (docs in ../../types.ts, SeedTranslation): every page a
// version of a German page, in the German navigation order.
import type { SeedContext, SeedTranslation } from "../../types";
import { frenchBirthCategory, frenchBirthTubsOverview, frenchCareCategory, frenchWardCategory, frenchWellnessCategory } from "./categories";
import { frenchContactPages, frenchServicePages } from "./company";
import { frenchHomePages } from "./home";
import { frenchLegalPages } from "./legal";
import { frenchBirthProducts, frenchCareProducts, frenchWardProducts, frenchWellnessProducts } from "./products";

export function frenchPages(ctx: SeedContext): SeedTranslation[] {
  return [
    ...frenchHomePages(ctx),
    frenchBirthCategory(ctx),
    ...frenchBirthProducts(ctx),
    frenchCareCategory(ctx),
    ...frenchCareProducts(ctx),
    frenchWardCategory(ctx),
    ...frenchWardProducts(ctx),
    frenchWellnessCategory(ctx),
    ...frenchWellnessProducts(ctx),
    frenchBirthTubsOverview(ctx),
    ...frenchServicePages(ctx),
    ...frenchContactPages(ctx),
    ...frenchLegalPages(),
  ];
}
