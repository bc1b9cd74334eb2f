// A library file as a renderer sees it (the server builds it in asset-view.server.ts from the
// media_assets row). Library files a page refers to, by id: renderers resolve images and asset: links
// through these.
export interface AssetView {
  id: number;
  url: string;
  filename: string;
  title: string | null;
  alt: string;
  mimeType: string;
  width: number | null;
  height: number | null;
}
