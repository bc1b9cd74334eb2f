// /cms leads to the CMS home (spec §2, staff routes).
import { redirect } from "react-router";

export function loader() {
  return redirect("/cms-overview");
}
