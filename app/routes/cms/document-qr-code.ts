// /cms/dokumente/produkt/<key>/qr-code.svg and …/qr-code.png: the product's QR code as a download
// (app/features/document-admin/product-qr-code.server.ts). A resource route, outside the CMS frame.
import { handleQrCodeDownload } from "~/features/document-admin/document-screens.server";
import type { Route } from "./+types/document-qr-code";

export async function loader({ request, params }: Route.LoaderArgs) {
  return handleQrCodeDownload(request, params.key);
}
