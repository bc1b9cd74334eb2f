// /sections-demo: the sections demo's other address (docs/product/cms-screens.md, "Sections demo"); the demo itself lives at /sections.
import { redirect } from "react-router";
import { DEMO_SLUG } from "~/features/sections/sections-demo";

export function loader() {
  return redirect(DEMO_SLUG);
}
