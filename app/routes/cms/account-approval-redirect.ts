// /cms/freigabe, the old address of the 'Kontofreigabe' waiting screen (bookmarks, mails already sent): it leads
// there permanently. 'Freigabe' now names the approval of page versions (docs/decisions/0039-approval.md).
import { redirect } from "react-router";
import { ACCOUNT_APPROVAL_PATH } from "~/features/auth/viewer.server";

export function loader() {
  return redirect(ACCOUNT_APPROVAL_PATH, 301);
}
