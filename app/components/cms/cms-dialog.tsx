// The CMS's one modal dialog and its one confirmation (docs/product/cms-screens.md, "Deleting … needs a confirmation dialog").
// Both are a native <dialog> opened with showModal(): focus stays inside (the rest of the page is inert),
// Escape cancels, and focus goes back to what opened it. A confirmation can also be part of the page
// whose address asks for it (?loeschen=id): rendered open, it then works without JavaScript too.
import { TriangleAlert, X } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode, type Ref } from "react";
import { Link, useNavigate } from "react-router";
import { cn } from "~/lib/cn";
import { cmsButton, cmsIconButton } from "./cms-button";

const dialogClass = "fixed inset-0 z-50 m-auto rounded-card border border-border bg-card text-card-foreground shadow-xl backdrop:bg-black/50";

type NativeDialogProps = {
  role: "dialog" | "alertdialog";
  /** Escape: the owner closes the dialog (the native one would close itself, out of React's sight). */
  onCancel: () => void;
  /** Rendered open, for a page that shows it without JavaScript; opened as a modal once JavaScript runs. */
  openWithoutScript?: boolean;
  titleId: string;
  descriptionId?: string;
  className: string;
  children: ReactNode;
};

function NativeDialog({ role, onCancel, openWithoutScript = false, titleId, descriptionId, className, children }: NativeDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef(onCancel);
  cancel.current = onCancel;

  useEffect(() => {
    const element = dialog.current;
    if (!element || typeof element.showModal !== "function") return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Rendered open (for pages without JavaScript); a modal needs to be opened as one.
    if (element.open) element.close();
    element.showModal();
    // The element marked autoFocus (the cancelling control of a confirmation) gets the focus.
    element.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    return () => {
      if (element.open) element.close();
      // Focus goes back to what opened the dialog (if it is still there).
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      open={openWithoutScript || undefined}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        event.preventDefault();
        cancel.current();
      }}
      className={cn(dialogClass, className)}
    >
      {children}
    </dialog>
  );
}

export type CmsDialogProps = {
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  /** alertdialog for a question that must be answered (the publish check's refusal). */
  role?: "dialog" | "alertdialog";
  className?: string;
  children: ReactNode;
};

/** A modal dialog of the CMS screens, opened and closed by its owner, with a close button. */
export function CmsDialog({ title, description, onClose, role = "dialog", className, children }: CmsDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <NativeDialog
      role={role}
      onCancel={onClose}
      titleId={titleId}
      descriptionId={description ? descriptionId : undefined}
      className={cn("max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100%-2rem))] overflow-y-auto p-5 sm:p-6", className)}
    >
      <div className="flex items-start justify-between gap-3">
        <DialogHeading titleId={titleId} title={title} descriptionId={descriptionId} description={description} gap="mt-1" />
        <button type="button" onClick={onClose} className={cmsIconButton("ghost")} aria-label="Dialog schliessen">
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="mt-4">{children}</div>
    </NativeDialog>
  );
}

type ConfirmCancel =
  | {
      /** Where "Abbrechen" and Escape lead: the same screen without the question (works without JavaScript). */
      cancelHref: string;
    }
  | {
      /** Escape and "Abbrechen" call onCancel. */
      onCancel: () => void;
      /** A screen whose state is not in its address (the privacy screen posts the address, never puts
       * it in a URL) renders its own 'Abbrechen' control, which must work without JavaScript too. */
      cancel?: (ref: Ref<HTMLButtonElement>) => ReactNode;
    };

type ConfirmAction =
  | {
      /** The form that does it: usually a <Form method="post"> with the confirming submit button. */
      children: ReactNode;
    }
  | {
      /** The confirming button: its label, icon and look (default: danger). */
      confirmLabel: string;
      icon?: ReactNode;
      tone?: "danger" | "primary";
      busy?: boolean;
      onConfirm: () => void;
    };

export type CmsConfirmDialogProps = { title: string; description?: ReactNode } & ConfirmCancel & ConfirmAction;

/** A yes/no question before something that changes or removes content; 'Abbrechen' has the focus. */
export function CmsConfirmDialog(props: CmsConfirmDialogProps) {
  const { title, description } = props;
  const navigate = useNavigate();
  const titleId = useId();
  const descriptionId = useId();
  const tone = "confirmLabel" in props ? (props.tone ?? "danger") : "danger";
  const onCancel = "cancelHref" in props ? () => void navigate(props.cancelHref, { preventScrollReset: true, replace: true }) : () => props.onCancel();

  let cancel: ReactNode;
  if ("cancelHref" in props) {
    cancel = (
      <Link data-autofocus to={props.cancelHref} replace preventScrollReset className={cmsButton("secondary")}>
        Abbrechen
      </Link>
    );
  } else if (props.cancel) {
    cancel = props.cancel((element: HTMLElement | null) => element?.setAttribute("data-autofocus", ""));
  } else {
    cancel = (
      <button data-autofocus type="button" className={cmsButton("secondary")} onClick={onCancel}>
        Abbrechen
      </button>
    );
  }

  return (
    <NativeDialog
      role="alertdialog"
      onCancel={onCancel}
      openWithoutScript={"children" in props}
      titleId={titleId}
      descriptionId={description ? descriptionId : undefined}
      className="h-fit w-[min(30rem,calc(100%-2rem))] p-6"
    >
      <div className="flex items-start gap-3">
        <TriangleAlert aria-hidden="true" className={cn("mt-1 size-5 shrink-0", tone === "danger" ? "text-destructive" : "text-primary")} />
        <DialogHeading titleId={titleId} title={title} descriptionId={descriptionId} description={description} gap="mt-2" />
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {cancel}
        {"children" in props ? (
          props.children
        ) : (
          <button type="button" className={cmsButton(tone)} disabled={props.busy} onClick={props.onConfirm}>
            {props.icon}
            {props.confirmLabel}
          </button>
        )}
      </div>
    </NativeDialog>
  );
}

/** The title and optional description a dialog is named and described by (aria-labelledby/-describedby). */
function DialogHeading(props: { titleId: string; title: ReactNode; descriptionId: string; description?: ReactNode; gap: "mt-1" | "mt-2" }) {
  return (
    <div className="min-w-0">
      <h2 id={props.titleId} className="text-lg font-semibold">
        {props.title}
      </h2>
      {props.description ? (
        <div id={props.descriptionId} className={cn(props.gap, "text-sm text-muted-foreground")}>
          {props.description}
        </div>
      ) : null}
    </div>
  );
}
