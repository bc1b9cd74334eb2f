// A library file as a renderer sees it (the server builds it in asset-view.server.ts from the
// media_assets row, for the language of the page it is shown on). Library files a page refers to, by
// id: renderers resolve images and asset: links through these.
export interface AssetView {
  id: number;
  url: string;
  filename: string;
  /** The file's alt text in the page's language; "" when it has none there (alt-texts.ts altTextIn). */
  alt: string;
  mimeType: string;
  width: number | null;
  height: number | null;
}
