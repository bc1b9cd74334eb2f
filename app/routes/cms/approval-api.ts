// /cms/api/freigabe: 'Zur Freigabe einreichen' and 'Freigabe erforderlich' per page (docs/decisions/0039-approval.md), JSON.
export { action, loader } from "~/features/approval/approval-api.server";
