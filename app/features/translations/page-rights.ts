// What the page list offers a viewer besides editing texts (docs/decisions/0038-translator-role.md):
// the screens hide what the server would refuse.
import { can } from "~/core/access/access-control";
import type { Role } from "~/core/access/roles";
import type { PageRights } from "~/features/page-admin/page-manager";

export function pageRightsOf(role: Role): PageRights {
  return { publish: can(role, "pages.publish"), structure: can(role, "pages.structure"), previewLinks: can(role, "previewLinks.manage") };
}
