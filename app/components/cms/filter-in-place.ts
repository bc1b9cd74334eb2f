import type { ShouldRevalidateFunction } from "react-router";

/**
 * For list screens that filter what they already loaded: typing in the search changes only the
 * query string (?suche=…), so nothing is loaded again. Form posts and other addresses revalidate.
 */
export const revalidateUnlessFilteringInPlace: ShouldRevalidateFunction = ({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }) =>
  !formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
