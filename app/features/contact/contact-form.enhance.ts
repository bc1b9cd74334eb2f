// The contact form on a visitor's document without React (decision 0020). Without any script it is a
// plain form POST, answered by the server with the page and its messages in the page's language. With
// this script the same POST is sent in the background and the form takes the server's answer in place,
// so the visitor stays where they are, as with contact-form.tsx in the app. The few texts it shows
// itself come with the form's markup (data-sending-label, data-required-message, data-missing-message).
import { formText } from "~/lib/form-validation";
import { contactFormClasses, inPlaceAnswerHeader, requiredContactFields } from "./contact-rules";

/**
 * As contact-form.tsx does before sending: empty required fields are marked at once, and the refusal
 * shown, without asking the server. Returns whether any was empty.
 */
function refuseMissing(form: HTMLFormElement, body: FormData): boolean {
  const missing = requiredContactFields.filter((name) => !formText(body, name).trim());
  if (missing.length === 0) return false;
  const requiredFieldMessage = form.dataset.requiredMessage ?? "";
  for (const name of requiredContactFields) {
    const input = form.querySelector<HTMLElement>(`[name="${name}"]`);
    if (!input) continue;
    const errorId = `${input.id}-error`;
    if (!missing.includes(name)) {
      // A field marked empty before and filled since loses its mark.
      const earlier = form.querySelector(`[id="${errorId}"]`);
      if (earlier?.textContent === requiredFieldMessage) {
        earlier.remove();
        input.removeAttribute("aria-invalid");
        input.removeAttribute("aria-describedby");
      }
      continue;
    }
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", errorId);
    let error = form.querySelector(`[id="${errorId}"]`);
    if (!error) {
      error = document.createElement("p");
      error.id = errorId;
      error.className = contactFormClasses.fieldError;
      input.after(error);
    }
    error.textContent = requiredFieldMessage;
  }
  showRefusal(form, form.dataset.missingMessage ?? "");
  return true;
}

/** The form's refusal line (role="alert", below the status region) says `text`. */
function showRefusal(form: HTMLFormElement, text: string) {
  const status = form.querySelector(':scope > [role="status"]');
  if (status) status.textContent = "";
  let refusal = form.querySelector(':scope > [role="alert"]');
  if (!refusal) {
    refusal = document.createElement("p");
    refusal.setAttribute("role", "alert");
    refusal.className = contactFormClasses.refusal;
    status?.after(refusal);
  }
  refusal.textContent = text;
}

/** `form` is the element marked data-contact-form; `index` its place among the page's forms. */
export function enhanceContactForm(form: HTMLFormElement, index: number) {
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const body = new FormData(form);
    if (refuseMissing(form, body)) return;
    const typed = new Map([...body.keys()].map((name) => [name, formText(body, name)]));
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    const label = button?.textContent ?? "";
    const fieldset = form.querySelector("fieldset");
    const busy = (on: boolean) => {
      form.toggleAttribute("aria-busy", on);
      if (fieldset) fieldset.disabled = on;
      if (button) {
        button.disabled = on;
        button.textContent = on ? (form.dataset.sendingLabel ?? label) : label;
      }
    };
    // The fields are enabled again first: a disabled fieldset sends none of them, and the server then
    // answered "fill in every field" while what the visitor typed was gone.
    const submitPlainly = () => {
      busy(false);
      HTMLFormElement.prototype.submit.call(form);
    };
    busy(true);
    fetch(form.action, { method: "POST", body, headers: { accept: "text/html", [inPlaceAnswerHeader]: "1" } })
      .then(async (response) => ({ refused: !response.ok, html: await response.text() }))
      .then(({ refused, html }) => {
        const page = new DOMParser().parseFromString(html, "text/html");
        const answer = page.querySelectorAll<HTMLFormElement>("form[data-contact-form]")[index];
        // A refusal of the HTTP layer (a message over the size limit: 413, in the page's language) is a
        // short page without the form: its words go into the form, which keeps what was typed.
        const refusal = page.querySelector("main h1 + p")?.textContent;
        if (!answer && refused && refusal) {
          busy(false);
          return showRefusal(form, refusal);
        }
        if (!answer) return submitPlainly();
        // A refused message keeps what the visitor typed (the server's echo is cleaned).
        if (answer.querySelector('[role="alert"]')) {
          for (const field of answer.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input[name], textarea[name]")) {
            if (field.type !== "hidden" && typed.has(field.name)) field.defaultValue = typed.get(field.name)!;
          }
        }
        // The status region stays the same element, so that screen readers announce its new text.
        const nodes = Array.from(answer.childNodes).map((node) => document.importNode(node, true));
        const status = form.querySelector(':scope > [role="status"]');
        const fresh = nodes.findIndex((node) => node instanceof Element && node.matches('[role="status"]'));
        form.toggleAttribute("aria-busy", false);
        if (!status || fresh < 0) return form.replaceChildren(...nodes);
        for (const child of Array.from(form.childNodes)) if (child !== status) child.remove();
        status.before(...nodes.slice(0, fresh));
        status.after(...nodes.slice(fresh + 1));
        status.innerHTML = (nodes[fresh] as Element).innerHTML;
      })
      .catch(submitPlainly);
  });
}
