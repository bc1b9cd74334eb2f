// Who sees the 'Dokumente' screens and what each person is offered there (docs/decisions/0048-document-screens.md):
// editors and administrators manage documents (documents.manage), approvers see them to review what they approve
// (approvals.view), translators do not see them; administrators configure (documents.configure). The screens offer
// only what these allow; the documents feature's functions (app/features/documents/documents.server.ts) check every write again.
import { can } from "~/core/access/access-control";
import type { Role } from "~/core/access/roles";
import type { VersionState } from "./document-admin-rules";

/** The screens are shown to whoever may read documents: the documents feature's one rule. */
export { mayReadDocuments as maySeeDocuments } from "~/features/documents/document-rules";

/** What a person is offered for one version. */
export function versionRights(
  version: { status: "draft" | "published" | "withdrawn"; state: VersionState },
  product: { requiresApproval: boolean },
  role: Role,
): { publish: boolean; submit: boolean; withdraw: boolean; remove: boolean } {
  const manage = can(role, "documents.manage");
  const draft = version.status === "draft";
  return {
    // Where the product needs approval, only an approved version is published (by whoever manages documents).
    publish: manage && draft && (!product.requiresApproval || version.state === "approved"),
    // Submitted once; a rejected or voided request leaves the draft to be submitted again.
    submit: can(role, "approvals.submit") && draft && product.requiresApproval && version.state === "draft",
    withdraw: manage && version.status === "published",
    // A draft by whoever manages documents; a published or withdrawn one by administrators only, and deleteDocumentVersion refuses
    // it before the retention date, naming the date.
    remove: draft ? manage : can(role, "documents.configure"),
  };
}
