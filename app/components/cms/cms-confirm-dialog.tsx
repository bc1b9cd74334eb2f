// A confirmation before something is deleted (spec §5 "Deleting … needs a confirmation dialog").
// The dialog is part of the page whose address asks for it (?loeschen=id), so it also works without
// JavaScript; with JavaScript it becomes a real modal dialog (focus kept inside, Escape cancels).
import { TriangleAlert } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode, type Ref } from "react";
import { Link, useNavigate } from "react-router";
import { cmsButton } from "./cms-button";

export type CmsConfirmDialogProps = {
  title: string;
  description: ReactNode;
  /** The form that does it: usually a <Form method="post"> with the confirming submit button. */
  children: ReactNode;
} & (
  | {
      /** Where "Abbrechen" and Escape lead: the same screen without the confirmation. */
      cancelHref: string;
    }
  | {
      /** For a screen whose state is not in its address (the privacy screen posts the address, never
       * puts it in a URL): Escape calls onCancel, and `cancel` renders the 'Abbrechen' control, which
       * must work without JavaScript too. It gets the focus when the dialog opens. */
      onCancel: () => void;
      cancel: (ref: Ref<HTMLButtonElement>) => ReactNode;
    }
);

export function CmsConfirmDialog(props: CmsConfirmDialogProps) {
  const { title, description, children } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLAnchorElement & HTMLButtonElement>(null);
  const navigate = useNavigate();
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element || typeof element.showModal !== "function") return;
    // Rendered open (for pages without JavaScript); a modal needs to be opened as one.
    if (element.open) element.close();
    element.showModal();
    cancel.current?.focus();
    return () => {
      if (element.open) element.close();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      open
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        event.preventDefault();
        if ("cancelHref" in props) void navigate(props.cancelHref, { preventScrollReset: true, replace: true });
        else props.onCancel();
      }}
      className="fixed inset-0 z-50 m-auto h-fit w-[min(30rem,calc(100%-2rem))] rounded-card border border-border bg-card p-6 text-card-foreground shadow-xl backdrop:bg-black/50"
    >
      <div className="flex items-start gap-3">
        <TriangleAlert aria-hidden="true" className="mt-1 size-5 shrink-0 text-destructive" />
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <div id={descriptionId} className="mt-2 text-sm text-muted-foreground">
            {description}
          </div>
        </div>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {"cancelHref" in props ? (
          <Link ref={cancel} to={props.cancelHref} replace preventScrollReset className={cmsButton("secondary")}>
            Abbrechen
          </Link>
        ) : (
          props.cancel(cancel)
        )}
        {children}
      </div>
    </dialog>
  );
}
