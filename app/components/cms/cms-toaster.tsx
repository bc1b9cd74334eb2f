import type { CSSProperties } from "react";
import { Toaster, type ToasterProps } from "sonner";

// "Toasts: only one at a time" (docs/product/cms-screens.md, "Confirmations and toasts"; a limit of 1 in docs/product/limits-and-constants.md). Colours come from the theme tokens so
// the toasts follow the dark theme as well.
const tokenStyle = {
  "--normal-bg": "var(--card)",
  "--normal-text": "var(--card-foreground)",
  "--normal-border": "var(--border)",
} as CSSProperties;

/** Top right in the CMS; the edit mode puts it bottom left, away from the floating editor. */
export function CmsToaster({ position = "top-right" }: { position?: ToasterProps["position"] }) {
  return (
    <Toaster
      position={position}
      visibleToasts={1}
      closeButton
      containerAriaLabel="Benachrichtigungen"
      toastOptions={{ closeButtonAriaLabel: "Meldung schliessen" }}
      style={tokenStyle}
    />
  );
}
