// /sections-demo: the address the spec links the sections demo under; the demo itself lives at /sections.
import { redirect } from "react-router";
import { DEMO_SLUG } from "~/features/sections/sections-demo";

export function loader() {
  return redirect(DEMO_SLUG);
}
