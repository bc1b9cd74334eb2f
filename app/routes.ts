// The route table of spec §2, written out. Public pages are resolved from the database by path
// (routes/site/cms-page.tsx); legacy addresses redirect permanently.
import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { legacyRedirects } from "./features/pages/legacy-redirects";

export default [
  route("sitemap.xml", "routes/api/sitemap.ts"),
  route("robots.txt", "routes/api/robots.ts"),
  layout("routes/site/layout.tsx", [
    index("routes/site/cms-page.tsx", { id: "home" }),
    ...Object.keys(legacyRedirects).map((from) =>
      route(from.slice(1), "routes/site/legacy-redirect.ts", { id: `legacy${from}` }),
    ),
    route("geburt-wochenbett/:product", "routes/site/legacy-birth-product.tsx"),
    route("build-info", "routes/site/build-info.tsx"),
    route("*", "routes/site/cms-page.tsx", { id: "cms-page" }),
  ]),
] satisfies RouteConfig;
