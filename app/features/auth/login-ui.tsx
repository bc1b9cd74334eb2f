// The small building blocks the sign-in, reset, set-up, waiting and account screens share: the page
// frame, labelled fields, buttons and inline message boxes (role=status / role=alert, for the messages of docs/product/validation-and-messages.md, "Sign-in and accounts").
import { LoaderCircle } from "lucide-react";
import { useEffect, useId, useState, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { company } from "~/lib/company";

/** The frame of the screens outside the CMS: centred card on the site background, mobile first. */
function AuthShell({
  title,
  description,
  children,
  footer,
  ready,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Marks the page as interactive (data-ready) once its browser code runs; see useHydrated. */
  ready?: boolean;
}) {
  return (
    <main data-ready={ready ? "true" : undefined} className="flex min-h-screen flex-col items-center justify-center bg-background px-4 py-10 sm:py-16">
      <div className="w-full max-w-md">
        <a href="/" className="focus-ring mb-6 block text-center font-display text-lg font-semibold text-foreground">
          {company.name}
        </a>
        <section aria-labelledby="auth-title" className="rounded-card border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
          <h1 id="auth-title" className="font-display text-2xl font-bold">
            {title}
          </h1>
          {description ? <div className="mt-2 text-sm text-muted-foreground">{description}</div> : null}
          <div className="mt-6">{children}</div>
        </section>
        {footer ? <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div> : null}
      </div>
    </main>
  );
}

type FieldProps = Omit<ComponentProps<"input">, "id"> & {
  label: string;
  hint?: ReactNode;
  error?: string | null;
};

/** A labelled input; hint and error are tied to it with aria-describedby, the error with aria-invalid. */
function Field({ label, hint, error, className, ...input }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          "focus-ring block w-full rounded-lg border bg-background px-3 py-2.5 text-base text-foreground placeholder:text-muted-foreground disabled:opacity-60",
          error ? "border-destructive" : "border-border",
        )}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const buttonVariants = {
  primary: "bg-primary text-primary-foreground hover:opacity-90",
  secondary: "border border-border bg-card text-card-foreground hover:bg-muted",
  ghost: "text-primary underline-offset-4 hover:underline",
  // The page background reads well on the destructive colour in every theme (light and dark).
  destructive: "bg-destructive text-background hover:opacity-90",
} as const;

type ButtonProps = ComponentProps<"button"> & { variant?: keyof typeof buttonVariants; busy?: boolean; block?: boolean };

function Button({ variant = "primary", busy = false, block = false, className, children, disabled, type = "button", ...props }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={cn(
        "focus-ring inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-60",
        variant === "ghost" && "min-h-0 px-1 py-1",
        buttonVariants[variant],
        block && "w-full",
        className,
      )}
      {...props}
    >
      {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
      {children}
    </button>
  );
}

export type NoticeTone = "success" | "error" | "info";

export interface NoticeMessage {
  tone: NoticeTone;
  title: string;
  detail?: string;
}

/** What the /login action answers to a form post (login-form-post.server.ts): the step to show next. */
export interface LoginFormPostResult {
  step: "credentials" | "two-factor";
  /** The address typed, so a refused attempt does not lose it (never the password). */
  email: string;
  message: NoticeMessage | null;
}

const noticeTones: Record<NoticeTone, string> = {
  success: "border-success/40 bg-success/10",
  error: "border-destructive/40 bg-destructive/10",
  info: "border-border bg-muted",
};

/** An inline message: errors interrupt (role=alert), everything else is announced politely. */
function Notice({ message, className }: { message: NoticeMessage | null | undefined; className?: string }) {
  if (!message) return null;
  return (
    <div
      role={message.tone === "error" ? "alert" : "status"}
      className={cn("rounded-lg border px-4 py-3 text-sm text-foreground", noticeTones[message.tone], className)}
    >
      <p className="font-semibold">{message.title}</p>
      {message.detail ? <p className="mt-1">{message.detail}</p> : null}
    </div>
  );
}

/**
 * True once React runs in the browser. The forms call better-auth from the browser, so the browser
 * tests (and the page's data-ready attribute) wait for it; values typed or autofilled before it are
 * picked up by the forms on mount.
 */
function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export { AuthShell, Button, Field, Notice, useHydrated };
