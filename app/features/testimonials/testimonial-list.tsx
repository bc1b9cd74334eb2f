// The testimonials in the order the service page shows them (each page only those of its language), with
// their language and the row actions: move up/down, publish or hide, edit, delete.
import { ArrowDown, ArrowUp, Eye, EyeOff, Pencil, Trash2 } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { cmsButton, cmsIconButton } from "~/components/cms/cms-button";
import { cn } from "~/lib/cn";
import { languageFacts, type SiteLanguage } from "~/lib/languages";
import { RatingStars } from "./rating-stars";
import { testimonialIntents, testimonialMessages } from "./testimonial-form";
import { possibleMoves } from "./testimonial-order";

export type TestimonialListItem = {
  id: number;
  author: string;
  role: string | null;
  excerpt: string;
  rating: number;
  language: SiteLanguage;
  isPublished: boolean;
};

export type TestimonialListProps = {
  items: TestimonialListItem[];
  editHref: (id: number) => string;
  deleteHref: (id: number) => string;
};

export function TestimonialList({ items, editHref, deleteHref }: TestimonialListProps) {
  const navigation = useNavigation();
  if (items.length === 0) {
    return <p className="rounded-card border border-dashed border-border p-6 text-muted-foreground">{testimonialMessages.empty}</p>;
  }
  const pending = navigation.state === "submitting" ? navigation.formData : undefined;
  const pendingId = pending ? Number(pending.get("id")) : null;

  return (
    <ol className="flex flex-col gap-3" aria-label="Testimonials in der Reihenfolge der Website">
      {items.map((item, index) => {
        const moves = possibleMoves(index, items.length);
        const busy = pendingId === item.id;
        const headingId = `testimonial-${item.id}`;
        return (
          <li key={item.id}>
            <article
              aria-labelledby={headingId}
              aria-busy={busy || undefined}
              className={cn(
                "flex flex-col gap-3 rounded-card border border-border bg-card p-4 text-card-foreground sm:flex-row sm:items-start",
                !item.isPublished && "border-dashed",
              )}
            >
              <div className="flex shrink-0 gap-1 sm:flex-col">
                <MoveButton id={item.id} direction="up" enabled={moves.up && !busy} author={item.author} />
                <MoveButton id={item.id} direction="down" enabled={moves.down && !busy} author={item.author} />
              </div>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <h3 id={headingId} className="font-semibold">
                    {item.author}
                  </h3>
                  <span
                    className={cn(
                      "rounded-full px-2 py-0.5 text-xs font-medium",
                      item.isPublished ? "border border-success text-success" : "border border-border bg-muted text-muted-foreground",
                    )}
                  >
                    {item.isPublished ? "Veröffentlicht" : "Entwurf"}
                  </span>
                  <span className="rounded-full border border-border px-2 py-0.5 text-xs font-medium">
                    <span className="sr-only">Sprache: </span>
                    {languageFacts[item.language].staffName}
                  </span>
                  <RatingStars rating={item.rating} />
                </div>
                {item.role ? <p className="text-sm text-muted-foreground">{item.role}</p> : null}
                <blockquote className="mt-2 text-sm">«{item.excerpt}»</blockquote>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value={item.isPublished ? testimonialIntents.unpublish : testimonialIntents.publish} />
                    <input type="hidden" name="id" value={item.id} />
                    <button type="submit" disabled={busy} className={cmsButton("secondary")}>
                      {item.isPublished ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
                      {item.isPublished ? "Verbergen" : "Veröffentlichen"}
                      <span className="sr-only"> («{item.author}»)</span>
                    </button>
                  </Form>
                  <Link to={editHref(item.id)} className={cmsButton("secondary")}>
                    <Pencil aria-hidden="true" className="size-4" />
                    Bearbeiten<span className="sr-only"> («{item.author}»)</span>
                  </Link>
                  <Link to={deleteHref(item.id)} preventScrollReset className={cmsButton("ghost-danger")}>
                    <Trash2 aria-hidden="true" className="size-4" />
                    Löschen<span className="sr-only"> («{item.author}»)</span>
                  </Link>
                </div>
              </div>
            </article>
          </li>
        );
      })}
    </ol>
  );
}

function MoveButton({ id, direction, enabled, author }: { id: number; direction: "up" | "down"; enabled: boolean; author: string }) {
  const Icon = direction === "up" ? ArrowUp : ArrowDown;
  const label = `«${author}» nach ${direction === "up" ? "oben" : "unten"} verschieben`;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={testimonialIntents.move} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="direction" value={direction} />
      <button type="submit" disabled={!enabled} aria-label={label} title={label} className={cmsIconButton("secondary")}>
        <Icon aria-hidden="true" className="size-4" />
      </button>
    </Form>
  );
}
