// /cms leads to the CMS home (the spec's staff routes).
import { redirect } from "react-router";

export function loader() {
  return redirect("/cms-overview");
}
