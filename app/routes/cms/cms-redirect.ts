// /cms leads to the CMS home (docs/product/cms-screens.md, "Staff routes").
import { redirect } from "react-router";

export function loader() {
  return redirect("/cms-overview");
}
