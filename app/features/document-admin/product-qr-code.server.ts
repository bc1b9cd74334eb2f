// A product's QR code (docs/decisions/0046-documents.md, "Addresses that never break"): it encodes the product's language-neutral address
// /d/<number>, absolute from the site's configured address (SITE_URL), which the visitors' side answers with the documents
// page in the browser's language. Made with `qrcode`, as the account screen's two-factor code
// (app/features/auth/account-screen.server.ts): SVG for print shops (scales without loss), PNG for office documents.
import { toBuffer, toString as toSvg } from "qrcode";
import type { QrCodeFormat } from "./document-admin-rules";

/** Error correction 'M' (15 %): survives a scuffed label on a device, and keeps the code small for a short address. */
const options = { margin: 2, errorCorrectionLevel: "M", color: { dark: "#000000", light: "#ffffff" } } as const;
/** Pixels per side of the PNG: sharp when printed at 5 cm on 600 dpi. */
const PNG_WIDTH = 1200;

export interface QrCodeFile {
  body: string | Buffer;
  contentType: string;
  fileName: string;
}

export async function productQrCode(target: string, productNumber: number, format: QrCodeFormat): Promise<QrCodeFile> {
  const fileName = `qr-code-produkt-${productNumber}.${format}`;
  if (format === "svg") return { body: await toSvg(target, { ...options, type: "svg" }), contentType: "image/svg+xml", fileName };
  return { body: await toBuffer(target, { ...options, type: "png", width: PNG_WIDTH }), contentType: "image/png", fileName };
}
