// The live preview prepared in the browser (docs/decisions/0049-preview-in-the-browser.md): what the
// editor types becomes the section on the page in the same task as the keystroke – no pause, no
// request. The section is prepared by the code the server prepares stored sections with
// (sections/prepare-section.ts: settings read leniently, HTML sanitised by the one shared rule set),
// after the same checks the server's contract and size limits make; what rendering needs from the
// server besides (library files chosen in a picker, the published testimonials) is read once, when a
// value first names it ('preview-support'), and every icon's markup came with the panel's data.
//
// One store per page: each previewed section has its own subscribers (live-preview.tsx), so a
// keystroke re-renders that section's preview and nothing else of the page or the panel.
import { sectionFormInputSchema, type SectionFormInput } from "~/features/sections/editor/section-action-contract";
import type { PreviewSupportData } from "~/features/sections/editor/section-action-types";
import { prepareSectionView, sectionRowFromInput } from "~/features/sections/prepare-section";
import { sectionSizeErrors } from "~/features/sections/section-limits";
import { sectionAssetReferences, usesPublishedTestimonials } from "~/features/sections/section-support";
import type { SectionView, TestimonialView } from "~/features/sections/section-view";

/** What the previews render with besides the sections: the render context's data. */
export interface PreviewSupport {
  assets: PreviewSupportData["assets"];
  testimonials: TestimonialView[];
  icons: Record<string, string>;
}

interface SupportRequest {
  assetIds: number[];
  filenames: string[];
  testimonials: boolean;
}

/** Asks the server for library files and testimonials; null when no answer came (the preview goes on without them). */
export type SupportFetcher = (request: SupportRequest) => Promise<PreviewSupportData | null>;

/**
 * The section as the page would show it with these values, or null when the server would refuse them
 * (not the contract's shape, or too large: section-limits.ts) – the last good preview then stays.
 */
export function prepareSectionPreview(sectionId: number, slug: string, values: SectionFormInput): SectionView | null {
  const parsed = sectionFormInputSchema.safeParse(values);
  if (!parsed.success || Object.keys(sectionSizeErrors(parsed.data)).length) return null;
  return prepareSectionView(sectionRowFromInput(sectionId, slug, parsed.data));
}

type Listener = () => void;

export class PreviewStore {
  private readonly views = new Map<number, SectionView>();
  /** Previews whose values were saved, waiting for the page to show the saved section. */
  private readonly settled = new Set<number>();
  private ids: readonly number[] = [];
  private support: PreviewSupport = { assets: {}, testimonials: [], icons: {} };
  private testimonialsRead = false;
  /** Asked for once each, answered or not: a value typed again never asks again. */
  private readonly askedIds = new Set<number>();
  private readonly askedFilenames = new Set<string>();
  private askedTestimonials = false;
  private readonly viewListeners = new Map<number, Set<Listener>>();
  private readonly idListeners = new Set<Listener>();
  private readonly supportListeners = new Set<Listener>();

  constructor(
    private readonly slug: string,
    private readonly fetchSupport: SupportFetcher,
  ) {}

  /** Prepares the section with the typed values and shows it; false when the values were refused (nothing changes). */
  show(sectionId: number, values: SectionFormInput): boolean {
    const view = prepareSectionPreview(sectionId, this.slug, values);
    if (!view) return false;
    const isNew = !this.views.has(sectionId);
    this.settled.delete(sectionId);
    this.views.set(sectionId, view);
    if (isNew) {
      this.ids = [...this.views.keys()];
      this.idListeners.forEach((l) => l());
    }
    this.viewListeners.get(sectionId)?.forEach((l) => l());
    this.askForSupport(view);
    return true;
  }

  /**
   * The values shown were saved: once the page below has the server's result, the preview shows it
   * (pageRendered), unless the editor types on before that.
   */
  settle(sectionId: number) {
    if (this.views.has(sectionId)) this.settled.add(sectionId);
  }

  /**
   * The page below was rendered from fresh loader data (use-preview-store.ts): a settled preview now
   * shows the section as the server prepared it from what it stored – in place, so a carousel keeps its
   * picture – or leaves when the page does not show it.
   */
  pageRendered(pageSections: readonly SectionView[]) {
    for (const id of this.settled) {
      this.settled.delete(id);
      const saved = pageSections.find((section) => section.id === id);
      if (!saved || !this.views.has(id)) this.clear(id);
      else {
        this.views.set(id, saved);
        this.viewListeners.get(id)?.forEach((l) => l());
      }
    }
  }

  /** The section's own rendering shows again (the editor closed, or the page shows what was saved). */
  clear(sectionId: number) {
    this.settled.delete(sectionId);
    if (!this.views.delete(sectionId)) return;
    this.ids = [...this.views.keys()];
    this.idListeners.forEach((l) => l());
  }

  /** The icons' markup, from the panel's data (live-edit.server.ts previewIcons). */
  setIcons(icons: Record<string, string>) {
    this.update({ icons });
  }

  /**
   * What the page below already rendered with (its loader's data) needs no request: its pictures, and
   * the published testimonials when the page read them (it reads them only for a testimonials section
   * without items, so an empty list says nothing).
   */
  knowPageData({ assets = {}, testimonials = [] }: { assets?: PreviewSupport["assets"]; testimonials?: TestimonialView[] }) {
    const change: Partial<PreviewSupport> = {};
    if (Object.keys(assets).some((id) => !this.support.assets[Number(id)])) change.assets = { ...assets, ...this.support.assets };
    if (testimonials.length && !this.testimonialsRead) {
      this.testimonialsRead = true;
      change.testimonials = testimonials;
    }
    if (Object.keys(change).length) this.update(change);
  }

  readonly view = (sectionId: number): SectionView | undefined => this.views.get(sectionId);
  readonly previewedIds = (): readonly number[] => this.ids;
  readonly currentSupport = (): PreviewSupport => this.support;

  subscribeView(sectionId: number, listener: Listener): () => void {
    let set = this.viewListeners.get(sectionId);
    if (!set) this.viewListeners.set(sectionId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (!set.size) this.viewListeners.delete(sectionId);
    };
  }

  readonly subscribeIds = (listener: Listener) => this.subscribe(this.idListeners, listener);
  readonly subscribeSupport = (listener: Listener) => this.subscribe(this.supportListeners, listener);

  private subscribe(set: Set<Listener>, listener: Listener) {
    set.add(listener);
    return () => void set.delete(listener);
  }

  private update(change: Partial<PreviewSupport>) {
    this.support = { ...this.support, ...change };
    this.supportListeners.forEach((l) => l());
  }

  private askForSupport(view: SectionView) {
    const refs = sectionAssetReferences(view);
    const known = Object.values(this.support.assets);
    const assetIds = [...refs.ids].filter((id) => !this.support.assets[id] && !this.askedIds.has(id));
    const filenames = [...refs.filenames].filter((name) => !known.some((a) => a.filename === name) && !this.askedFilenames.has(name));
    const testimonials = usesPublishedTestimonials(view) && !this.testimonialsRead && !this.askedTestimonials;
    if (!assetIds.length && !filenames.length && !testimonials) return;
    assetIds.forEach((id) => this.askedIds.add(id));
    filenames.forEach((name) => this.askedFilenames.add(name));
    if (testimonials) this.askedTestimonials = true;
    void this.fetchSupport({ assetIds, filenames, testimonials }).then((answer) => {
      if (!answer) return;
      const change: Partial<PreviewSupport> = { assets: { ...this.support.assets, ...answer.assets } };
      if (answer.testimonials) {
        this.testimonialsRead = true;
        change.testimonials = answer.testimonials;
      }
      this.update(change);
    });
  }
}
