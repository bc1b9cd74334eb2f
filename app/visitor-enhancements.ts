// The one script of a visitor's document (decision 0020): public pages for anonymous visitors are
// server-rendered documents without React in the browser; this enhances the few interactive pieces
// the server rendered. Built as its own hashed asset (root.tsx imports it with ?worker&url) and loaded
// deferred, so it runs once the document is parsed. The menus, the progress bar and the carousel are
// the same functions the React components run for staff; their dispose is not needed here, the
// document lives as long as they do.
import { enhanceContactForm } from "~/features/contact/contact-form.enhance";
import { enhanceCarousel } from "~/features/sections/gallery/carousel.enhance";
import { enhanceSiteImages } from "~/features/sections/site-image.enhance";
import { enhanceScrollProgress } from "~/features/site-frame/scroll-progress.enhance";
import { enhanceMobileMenu, enhanceProductsMenu } from "~/features/site-frame/site-header.enhance";

const all = <T extends Element = HTMLElement>(selector: string) => Array.from(document.querySelectorAll<T>(selector));

all("[data-products-menu]").forEach(enhanceProductsMenu);
all("[data-mobile-menu]").forEach(enhanceMobileMenu);
all("[data-scroll-progress]").forEach(enhanceScrollProgress);
all("[data-carousel]").forEach(enhanceCarousel);
all<HTMLFormElement>("form[data-contact-form]").forEach(enhanceContactForm);
enhanceSiteImages(document);
// The same marker the hydrated app sets (root.tsx): browser tests wait for it before using menus.
document.documentElement.dataset.hydrated = "true";
