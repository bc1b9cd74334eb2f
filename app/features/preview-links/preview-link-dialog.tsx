// The 'Vorschau-Link' dialog (tests/e2e/preview-links.spec.ts), opened from the page list and from the edit mode: choose how
// many days the link works (1–30, default 7), create it and copy it — it is shown this one time —,
// and see the page's links with creator, dates and state, each active one with 'Link widerrufen'.
import { Ban, Check, Copy, Link2 } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { cmsButton } from "~/components/cms/cms-button";
import { CmsIconButton } from "~/components/cms/cms-icon-button";
import { CmsTextField, cmsInputClass } from "~/components/cms/cms-form-field";
import { CmsConfirmDialog, CmsDialog } from "~/components/cms/cms-dialog";
import { cn } from "~/lib/cn";
import { formatSwissDateTime } from "~/lib/date-format";
import {
  PREVIEW_DAYS,
  PREVIEW_LINKS_API,
  previewDaysSchema,
  previewLinkTexts as texts,
  type PreviewLinkListItem,
  type PreviewLinksAnswer,
  type PreviewLinkState,
} from "./preview-link-rules";

type Page = { id: number; title: string; slug: string };

/** The button that opens the dialog: an icon in the page list's row, a labelled button elsewhere. */
export function PreviewLinkButton({ page, compact = false }: { page: Page; compact?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {compact ? (
        <CmsIconButton icon={Link2} label={`${texts.button} für «${page.title}»`} aria-haspopup="dialog" title={texts.button} onClick={() => setOpen(true)} />
      ) : (
        <button type="button" className={cmsButton("secondary")} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <Link2 aria-hidden="true" className="size-4" />
          {texts.button}
        </button>
      )}
      {open ? <PreviewLinkDialog page={page} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

async function askApi(init?: { body: object }, pageId?: number): Promise<PreviewLinksAnswer> {
  try {
    const response = init
      ? await fetch(PREVIEW_LINKS_API, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify(init.body),
        })
      : await fetch(`${PREVIEW_LINKS_API}?pageId=${pageId}`, { headers: { Accept: "application/json" } });
    const answer = (await response.json()) as PreviewLinksAnswer;
    return answer && typeof answer === "object" && "ok" in answer ? answer : { ok: false, message: texts.saveFailed };
  } catch {
    return { ok: false, message: init ? texts.saveFailed : texts.loadFailed };
  }
}

type ListState = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; links: PreviewLinkListItem[] };

export function PreviewLinkDialog({ page, onClose }: { page: Page; onClose: () => void }) {
  const [list, setList] = useState<ListState>({ status: "loading" });
  const [days, setDays] = useState(String(PREVIEW_DAYS.default));
  const [daysError, setDaysError] = useState<string | undefined>();
  const [created, setCreated] = useState<{ url: string; expiresAt: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [revoking, setRevoking] = useState<PreviewLinkListItem | null>(null);

  const load = useCallback(async () => {
    const answer = await askApi(undefined, page.id);
    setList(answer.ok ? { status: "ready", links: answer.links } : { status: "error", message: answer.message || texts.loadFailed });
  }, [page.id]);
  useEffect(() => {
    void load();
  }, [load]);

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The server's rule, applied here first so a wrong number is named before anything is sent.
    const checked = previewDaysSchema.safeParse(days);
    if (!checked.success) {
      setDaysError(texts.daysInvalid);
      return;
    }
    setBusy(true);
    const answer = await askApi({ body: { intent: "create", pageId: page.id, days: checked.data } });
    setBusy(false);
    if (!answer.ok) {
      setDaysError(answer.fieldErrors?.days);
      toast.error(answer.message);
      return;
    }
    setDaysError(undefined);
    setCreated(answer.created ?? null);
    setList({ status: "ready", links: answer.links });
    toast.success(answer.message ?? texts.created);
  }

  async function revoke(link: PreviewLinkListItem) {
    setBusy(true);
    const answer = await askApi({ body: { intent: "revoke", pageId: page.id, linkId: link.id } });
    setBusy(false);
    setRevoking(null);
    if (!answer.ok) {
      toast.error(answer.message);
      void load();
      return;
    }
    setList({ status: "ready", links: answer.links });
    toast.success(answer.message ?? texts.revoked);
  }

  return (
    <CmsDialog
      title={`${texts.dialogTitle}: ${page.title}`}
      description={<span className="break-all font-mono">{page.slug}</span>}
      onClose={onClose}
      className="w-[min(44rem,calc(100%-1rem))]"
    >
      <div className="flex flex-col gap-5" data-testid="preview-link-dialog">
        <p className="text-sm text-muted-foreground">{texts.dialogIntro}</p>
        <form onSubmit={(event) => void create(event)} noValidate className="flex flex-wrap items-end gap-3">
          <CmsTextField
            label={texts.daysLabel}
            hint={texts.daysHint}
            error={daysError}
            type="number"
            inputMode="numeric"
            name="days"
            min={PREVIEW_DAYS.min}
            max={PREVIEW_DAYS.max}
            step={1}
            value={days}
            onChange={(event) => {
              setDays(event.target.value);
              setDaysError(undefined);
            }}
          />
          <button type="submit" className={cmsButton("primary", "mb-auto mt-7")} disabled={busy}>
            <Link2 aria-hidden="true" className="size-4" />
            {texts.create}
          </button>
        </form>
        {created ? <CreatedLink url={created.url} expiresAt={created.expiresAt} /> : null}
        <section aria-labelledby="vorschau-links-liste" className="flex flex-col gap-2">
          <h3 id="vorschau-links-liste" className="text-sm font-semibold">
            {texts.listTitle}
          </h3>
          {list.status === "loading" ? (
            <p role="status" className="text-sm text-muted-foreground">
              {texts.loading}
            </p>
          ) : list.status === "error" ? (
            <p role="alert" className="text-sm text-destructive">
              {list.message}
            </p>
          ) : list.links.length === 0 ? (
            <p className="rounded-md border border-dashed border-border p-4 text-center text-sm text-muted-foreground">{texts.listEmpty}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
              {list.links.map((link) => (
                <LinkRow key={link.id} link={link} busy={busy} onRevoke={() => setRevoking(link)} />
              ))}
            </ul>
          )}
        </section>
      </div>
      {revoking ? (
        <CmsConfirmDialog
          title={texts.revokeConfirmTitle}
          description={
            <>
              {texts.revokeConfirm} ({texts.columns.expires} {formatSwissDateTime(revoking.expiresAt)})
            </>
          }
          confirmLabel={texts.revoke}
          icon={<Ban aria-hidden="true" className="size-4" />}
          busy={busy}
          onConfirm={() => void revoke(revoking)}
          onCancel={() => setRevoking(null)}
        />
      ) : null}
    </CmsDialog>
  );
}

function CreatedLink({ url, expiresAt }: { url: string; expiresAt: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success(texts.copied);
    } catch {
      input.current?.select();
      toast.error(texts.copyFailed);
    }
  }
  return (
    <div className="flex flex-col gap-2 rounded-md border border-success p-3" data-testid="preview-link-created">
      <label htmlFor={inputId} className="text-sm font-semibold">
        {texts.linkLabel} ({texts.columns.expires} {formatSwissDateTime(expiresAt)})
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          id={inputId}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className={cn(cmsInputClass, "font-mono text-xs sm:text-xs")}
        />
        <button type="button" className={cmsButton("secondary", "shrink-0")} onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          {copied ? texts.copied : texts.copy}
        </button>
      </div>
      <p className="text-xs text-muted-foreground">{texts.createdHint}</p>
    </div>
  );
}

const stateLook: Record<PreviewLinkState, string> = {
  aktiv: "border border-success text-success",
  abgelaufen: "border border-border bg-muted text-muted-foreground",
  widerrufen: "border border-destructive text-destructive",
};

function LinkRow({ link, busy, onRevoke }: { link: PreviewLinkListItem; busy: boolean; onRevoke: () => void }) {
  return (
    <li className="flex flex-col gap-2 p-3 text-sm sm:flex-row sm:items-center sm:justify-between" data-testid="preview-link-row" data-state={link.state}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        <dt className="text-muted-foreground">{texts.columns.creator}</dt>
        <dd className="min-w-0 break-all">{link.createdBy ?? "–"}</dd>
        <dt className="text-muted-foreground">{texts.columns.created}</dt>
        <dd>
          <time dateTime={link.createdAt}>{formatSwissDateTime(link.createdAt)}</time>
        </dd>
        <dt className="text-muted-foreground">{texts.columns.expires}</dt>
        <dd>
          <time dateTime={link.expiresAt}>{formatSwissDateTime(link.expiresAt)}</time>
        </dd>
        <dt className="text-muted-foreground">{texts.columns.state}</dt>
        <dd>
          <span className={cn("inline-block rounded-full px-2 py-0.5 text-xs font-semibold", stateLook[link.state])}>{texts.states[link.state]}</span>
          {link.state === "widerrufen" && link.revokedAt ? (
            <span className="ml-2 text-xs text-muted-foreground">
              {formatSwissDateTime(link.revokedAt)}
              {link.revokedBy ? `, ${link.revokedBy}` : ""}
            </span>
          ) : null}
        </dd>
      </dl>
      {link.state === "aktiv" ? (
        <button type="button" className={cmsButton("ghost-danger", "shrink-0 border border-border")} disabled={busy} onClick={onRevoke}>
          <Ban aria-hidden="true" className="size-4" />
          {texts.revoke}
        </button>
      ) : null}
    </li>
  );
}
