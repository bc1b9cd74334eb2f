// The header's menus, their one implementation (decision 0020): the visitor's script runs these on the
// server's markup, and site-header.tsx runs them from an effect on the same markup for staff. They give
// the products menu button of WAI-ARIA APG (arrow keys, Home/End, type-ahead, hover with the close
// delay, Escape anywhere) and the burger panel that locks page scroll. Each returns its dispose: it
// closes the menu, which is how the markup was rendered, and removes every listener, so the same
// markup can be enhanced again afterwards.
import { closeDelayMs, createTypeahead, menuButtonKey } from "./site-header-menu";

type OpenReason = "hover" | "focus" | "click" | "keyboard";

/** Focus moving to something outside `wrapper` closes its menu. */
function closeWhenFocusLeaves(wrapper: HTMLElement, close: () => void, signal: AbortSignal) {
  wrapper.addEventListener(
    "focusout",
    (event) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !wrapper.contains(next)) close();
    },
    { signal },
  );
  // A page kept in the back/forward cache comes back with its menu closed, as after a navigation.
  window.addEventListener("pagehide", close, { signal });
}

/** The 'Produkte' dropdown: `wrapper` is the element marked data-products-menu. */
export function enhanceProductsMenu(wrapper: HTMLElement): () => void {
  const button = wrapper.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]');
  const menu = wrapper.querySelector<HTMLElement>('[role="menu"]');
  const popup = menu?.parentElement;
  if (!button || !menu || !popup) return () => {};
  const listeners = new AbortController();
  const { signal } = listeners;
  const chevron = button.querySelector("svg");
  let open = false;
  let openReason: OpenReason = "click";
  let closeTimer: number | undefined;
  let skipFocusOpen = false;
  const typeahead = createTypeahead();

  const menuItems = () => Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]'));
  const focusItemAt = (index: number) => {
    const list = menuItems();
    if (list.length) list[(index + list.length) % list.length].focus({ preventScroll: true });
  };
  const cancelClose = () => {
    window.clearTimeout(closeTimer);
    closeTimer = undefined;
  };

  const onDocumentPointerDown = (event: PointerEvent) => {
    if (!wrapper.contains(event.target as Node)) close();
  };
  // WCAG 1.4.13: a menu the pointer opened is dismissed with Escape too, wherever focus is.
  const onDocumentKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && !event.defaultPrevented) close();
  };
  const onScrollOrResize = () => close();

  const setOpen = (value: boolean) => {
    if (open === value) return;
    open = value;
    button.setAttribute("aria-expanded", String(value));
    popup.hidden = !value;
    chevron?.classList.toggle("rotate-180", value);
    if (value) {
      document.addEventListener("keydown", onDocumentKeyDown);
      document.addEventListener("pointerdown", onDocumentPointerDown);
      window.addEventListener("scroll", onScrollOrResize, { passive: true });
      window.addEventListener("resize", onScrollOrResize);
    } else {
      document.removeEventListener("keydown", onDocumentKeyDown);
      document.removeEventListener("pointerdown", onDocumentPointerDown);
      window.removeEventListener("scroll", onScrollOrResize);
      window.removeEventListener("resize", onScrollOrResize);
    }
  };

  // Focus inside a menu that disappears would fall back to <body>; hand it to the button instead.
  function close() {
    cancelClose();
    setOpen(false);
    if (menu!.contains(document.activeElement)) {
      skipFocusOpen = true;
      button!.focus({ preventScroll: true });
    }
  }

  const show = (reason: OpenReason, focus: "first" | "last" | null = null) => {
    cancelClose();
    if (!open) {
      openReason = reason;
      setOpen(true);
    }
    if (focus) focusItemAt(focus === "first" ? 0 : -1);
  };

  wrapper.addEventListener(
    "pointerenter",
    (event) => {
      if (event.pointerType === "mouse") show("hover");
    },
    { signal },
  );
  wrapper.addEventListener(
    "pointerleave",
    (event) => {
      if (event.pointerType !== "mouse" || !open) return;
      cancelClose();
      closeTimer = window.setTimeout(close, closeDelayMs);
    },
    { signal },
  );
  closeWhenFocusLeaves(wrapper, () => setOpen(false), signal);

  button.addEventListener(
    "focus",
    () => {
      if (skipFocusOpen) {
        skipFocusOpen = false;
        return;
      }
      // Keyboard focus opens the menu; a mouse or touch press is handled by the click instead.
      if (button.matches(":focus-visible")) show("focus");
    },
    { signal },
  );
  button.addEventListener(
    "click",
    () => {
      if (!open) show("click");
      // Hovering opened it already: the click confirms, it does not close it again.
      else if (openReason === "hover" || openReason === "focus") openReason = "click";
      else close();
    },
    { signal },
  );
  button.addEventListener(
    "keydown",
    (event) => {
      const action = menuButtonKey(event.key, open);
      if (!action) return;
      event.preventDefault();
      if (action === "close") close();
      else show("keyboard", action);
    },
    { signal },
  );

  menu.addEventListener(
    "keydown",
    (event) => {
      const list = menuItems();
      const currentIndex = list.indexOf(document.activeElement as HTMLElement);
      const moves: Record<string, number> = { ArrowDown: currentIndex + 1, ArrowUp: currentIndex - 1, Home: 0, End: -1 };
      if (event.key in moves) {
        event.preventDefault();
        focusItemAt(moves[event.key]);
      } else if (event.key === "Escape") {
        event.preventDefault();
        close();
      } else if (event.key === "Tab") {
        // Focus moves on by itself; Shift+Tab lands on the button, which must not reopen the menu.
        skipFocusOpen = event.shiftKey;
        setOpen(false);
      } else if (event.key === " ") {
        event.preventDefault();
        (document.activeElement as HTMLElement | null)?.click();
      } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        typeahead.type(event.key, list);
      }
    },
    { signal },
  );

  // Closing first, while the button's own focus handler still listens (close may focus the button).
  return () => {
    close();
    typeahead.dispose();
    listeners.abort();
  };
}

/** Below md, the burger button and its panel: `wrapper` is the element marked data-mobile-menu. */
export function enhanceMobileMenu(wrapper: HTMLElement): () => void {
  const button = wrapper.querySelector<HTMLButtonElement>("button[aria-controls]");
  const panel = button && document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!button || !panel) return () => {};
  const listeners = new AbortController();
  const { signal } = listeners;
  const [menuIcon, closeIcon] = Array.from(button.querySelectorAll("svg"));
  // The labels in the page's language, as the server wrote them (site-header.tsx).
  const labels = { open: button.dataset.labelOpen ?? button.getAttribute("aria-label") ?? "", close: button.dataset.labelClose ?? "" };
  const wide = window.matchMedia("(min-width: 48rem)");
  let open = false;
  let previousOverflow = "";

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    setOpen(false);
    button.focus();
  };
  // Growing past the breakpoint hides the panel; it must not leave the page locked.
  const onWide = () => {
    if (wide.matches) setOpen(false);
  };

  function setOpen(value: boolean) {
    if (open === value) return;
    open = value;
    button!.setAttribute("aria-expanded", String(value));
    button!.setAttribute("aria-label", value ? labels.close : labels.open);
    panel!.hidden = !value;
    menuIcon?.classList.toggle("hidden", value);
    closeIcon?.classList.toggle("hidden", !value);
    const body = document.body;
    if (value) {
      previousOverflow = body.style.overflow;
      body.style.overflow = "hidden";
      document.addEventListener("keydown", onKeyDown);
      wide.addEventListener("change", onWide);
    } else {
      body.style.overflow = previousOverflow;
      document.removeEventListener("keydown", onKeyDown);
      wide.removeEventListener("change", onWide);
    }
  }

  button.addEventListener("click", () => setOpen(!open), { signal });
  closeWhenFocusLeaves(wrapper, () => setOpen(false), signal);
  return () => {
    setOpen(false);
    listeners.abort();
  };
}
