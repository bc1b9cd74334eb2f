// HTTP helpers of the deployment tests: signing in as the administrator through the proxy, and the
// CMS endpoints the tests write through (the edit mode's JSON endpoint, the media upload) against
// any one process or the proxy. The session cookie made through one process is valid on all of them.
import sharp from "sharp";
import { ADMIN } from "./stack";

export interface Staff {
  email: string;
  cookie: string;
  /** The site's own address: better-auth and the upload refuse writes from any other Origin. */
  siteUrl: string;
}

/** Signs the administrator in with e-mail and password through `base` (the proxy, normally). */
export async function signInAdmin(base: string, siteUrl: string): Promise<Staff> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: siteUrl },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  if (!res.ok) throw new Error(`Anmeldung als ${ADMIN.email}: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!/session_token=/.test(cookie)) throw new Error(`Anmeldung ohne Sitzungscookie: ${cookie}`);
  return { email: ADMIN.email, cookie, siteUrl };
}

export interface LiveSection {
  id: number;
  sectionName: string;
  sectionType: string;
  isPublished: boolean;
  contentHtml: string;
  settings: Record<string, unknown>;
  mediaAssetIds: number[];
}

export interface LiveEditData {
  slug: string;
  revision: number;
  page: { id: number; slug: string; title: string; published: boolean } | null;
  sections: LiveSection[];
}

export interface SectionAnswer {
  status: number;
  body: { ok?: boolean; message?: string; conflict?: boolean; data?: { revision?: number } } | null;
  text: string;
}

const liveEditUrl = (base: string, slug: string) => `${base}/cms/api/live-edit?slug=${encodeURIComponent(slug)}`;

/** The edit mode's data of one page: its sections and current revision. */
export async function loadLiveEdit(base: string, staff: Staff, slug: string): Promise<LiveEditData> {
  const res = await fetch(liveEditUrl(base, slug), { headers: { Cookie: staff.cookie, Accept: "application/json" } });
  if (!res.ok) throw new Error(`GET live-edit ${slug} über ${base}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return (await res.json()) as LiveEditData;
}

/** The request body that saves one section with new HTML, based on the revision the editor saw. */
export function updateSectionBody(section: LiveSection, baseRevision: number, contentHtml: string) {
  return {
    intent: "update",
    data: {
      sectionId: section.id,
      baseRevision,
      input: {
        sectionName: section.sectionName,
        sectionType: section.sectionType,
        contentHtml,
        isPublished: section.isPublished,
        settings: section.settings,
        mediaAssetIds: section.mediaAssetIds,
      },
    },
  };
}

/** POSTs one section action to the edit mode's endpoint. `body` may be a stream (slow senders). */
export async function postSectionAction(
  base: string,
  staff: Staff,
  slug: string,
  body: unknown,
  { stream, signal }: { stream?: ReadableStream<Uint8Array>; signal?: AbortSignal } = {},
): Promise<SectionAnswer> {
  const init: RequestInit & { duplex?: "half" } = {
    method: "POST",
    headers: { Cookie: staff.cookie, Origin: staff.siteUrl, "Content-Type": "application/json", Accept: "application/json" },
    body: stream ?? JSON.stringify(body),
    signal,
  };
  if (stream) init.duplex = "half";
  const res = await fetch(liveEditUrl(base, slug), init);
  const text = await res.text();
  let parsed: SectionAnswer["body"];
  try {
    parsed = JSON.parse(text) as SectionAnswer["body"];
  } catch {
    parsed = null;
  }
  return { status: res.status, body: parsed, text };
}

export interface UploadAnswer {
  status: number;
  body: { ok: boolean; message?: string; asset?: { id: number; filename: string; url: string } } | null;
  text: string;
}

/** POST /api/media: one file with its SEO name, as the library's upload form sends it. */
export async function uploadMedia(
  base: string,
  staff: Staff,
  file: { bytes: Buffer; name: string; type: string },
  fields: { seoName: string; title?: string; altText?: string },
): Promise<UploadAnswer> {
  const form = new FormData();
  form.set("seoName", fields.seoName);
  form.set("title", fields.title ?? fields.seoName);
  form.set("altText", fields.altText ?? fields.seoName);
  form.set("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return sendUpload(base, staff, form);
}

/** POST /api/media with a prepared body (a FormData, or a stream with its multipart content type). */
export async function sendUpload(base: string, staff: Staff, body: FormData | ReadableStream<Uint8Array>, contentType?: string): Promise<UploadAnswer> {
  const headers: Record<string, string> = { Cookie: staff.cookie, Origin: staff.siteUrl, Accept: "application/json" };
  if (contentType) headers["Content-Type"] = contentType;
  const init: RequestInit & { duplex?: "half" } = { method: "POST", headers, body };
  if (body instanceof ReadableStream) init.duplex = "half";
  const res = await fetch(`${base}/api/media`, init);
  const text = await res.text();
  let parsed: UploadAnswer["body"];
  try {
    parsed = JSON.parse(text) as UploadAnswer["body"];
  } catch {
    parsed = null;
  }
  return { status: res.status, body: parsed, text };
}

/** An anonymous GET of a public page (no cookie: the per-process page cache answers when it can). */
export async function publicPage(base: string, pathname: string, timeoutMs = 10_000): Promise<{ status: number; html: string; cache: string | null }> {
  const res = await fetch(`${base}${pathname}`, { signal: AbortSignal.timeout(timeoutMs), redirect: "manual" });
  return { status: res.status, html: await res.text(), cache: res.headers.get("x-cache") };
}

/** A PNG of noise: big for its size in pixels, and different on every call. */
export function noisePng(width: number, height: number): Promise<Buffer> {
  const mean = 60 + Math.floor(Math.random() * 120);
  return sharp({ create: { width, height, channels: 3, background: "#000000", noise: { type: "gaussian", mean, sigma: 40 } } })
    .png()
    .toBuffer();
}
