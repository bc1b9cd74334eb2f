// A modal dialog of the CMS screens, opened and closed by its owner. The native <dialog> opened with
// showModal() keeps focus inside (the rest of the page is inert) and closes on Escape.
import { X } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { cmsButton, cmsIconButton } from "~/components/cms/cms-button";
import { cn } from "~/lib/cn";

export type ModalDialogProps = {
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  /** alertdialog for confirmations. */
  role?: "dialog" | "alertdialog";
  className?: string;
  children: ReactNode;
};

export function ModalDialog({ title, description, onClose, role = "dialog", className, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    return () => {
      if (element.open) element.close();
      // Focus goes back to what opened the dialog (if it is still there).
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        close.current();
      }}
      className={cn(
        "fixed inset-0 z-50 m-auto max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100%-2rem))] overflow-y-auto rounded-card border border-border bg-card p-5 text-card-foreground shadow-xl backdrop:bg-black/50 sm:p-6",
        className,
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {description ? (
            <div id={descriptionId} className="mt-1 text-sm text-muted-foreground">
              {description}
            </div>
          ) : null}
        </div>
        <button type="button" onClick={() => close.current()} className={cmsIconButton("ghost")} aria-label="Dialog schliessen">
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="mt-4">{children}</div>
    </dialog>
  );
}

export type ConfirmDialogProps = {
  title: string;
  description?: ReactNode;
  /** The confirming button: its label, icon and look (default: danger). */
  confirmLabel: string;
  icon?: ReactNode;
  tone?: "danger" | "primary";
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** A yes/no question before something that changes or removes content; 'Abbrechen' has the focus. */
export function ConfirmDialog({ title, description, confirmLabel, icon, tone = "danger", busy = false, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <ModalDialog role="alertdialog" title={title} description={description} onClose={onClose}>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className={cmsButton("secondary")} onClick={onClose} autoFocus>
          Abbrechen
        </button>
        <button type="button" className={cmsButton(tone)} disabled={busy} onClick={onConfirm}>
          {icon}
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
