// The contact form as an island: the server renders it in full (it must work without JavaScript),
// while the browser loads its code only on pages that show a form and hydrates it when it arrives.
// Keeps the form out of the JavaScript of every other public page (docs/decisions/0020-visitor-pages-without-react.md).
import { lazy, Suspense } from "react";
import { ContactForm as ServerContactForm, type ContactFormProps } from "./contact-form";

const ContactForm = import.meta.env.SSR ? ServerContactForm : lazy(() => import("./contact-form").then((module) => ({ default: module.ContactForm })));

export function ContactFormIsland(props: ContactFormProps) {
  return (
    <Suspense fallback={null}>
      <ContactForm {...props} />
    </Suspense>
  );
}
