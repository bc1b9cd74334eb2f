// Shows a mail's HTML without letting it act: an <iframe sandbox=""> runs no scripts, submits no
// forms, opens no pop-ups and has an origin of its own, so the CMS session is out of its reach.
// The content security policy inside also forbids scripts and remote requests other than images.
import { cn } from "~/lib/cn";

const PREVIEW_CSP = "default-src 'none'; img-src data: https: http:; style-src 'unsafe-inline'; font-src data:";

/**
 * Scripts and event-handler attributes made inert before the preview sees them: the
 * sandbox would refuse them anyway, but Chromium logs every refusal as a console error ("Blocked
 * script execution in 'about:srcdoc'"), and mail programs drop them too, so the preview shows what a
 * recipient sees. Not a security boundary — that stays the sandbox and the policy above — so a plain
 * textual pass is enough: what it misses is still refused, only with a console line.
 */
export function inertMailHtml(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?(?:<\/script\s*>|$)/gi, "")
    .replace(/<(\/?)(noscript|iframe|object|embed)\b/gi, "<$1template data-removed-$2")
    .replace(/(<[^>]*?[\s/"'])on([a-z]+\s*=)/gi, "$1data-removed-on$2");
}

export function mailPreviewDocument(html: string): string {
  return `<!doctype html><html lang="de-CH"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${PREVIEW_CSP}"><meta name="referrer" content="no-referrer"><base target="_blank"><style>body{margin:16px;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f;background:#fff;overflow-wrap:anywhere}img{max-width:100%;height:auto}</style></head><body>${inertMailHtml(html)}</body></html>`;
}

export function MailPreviewFrame({ html, title, className }: { html: string; title: string; className?: string }) {
  return (
    <iframe
      sandbox=""
      srcDoc={mailPreviewDocument(html)}
      title={title}
      referrerPolicy="no-referrer"
      loading="lazy"
      className={cn("h-80 w-full rounded-md border border-border bg-white", className)}
    />
  );
}
