import { Star } from "lucide-react";
import { cn } from "~/lib/cn";

/** Filled and empty stars with the rating as text for screen readers ("4 von 5 Sternen"). */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={`${rating} von 5 Sternen`} className={cn("inline-flex items-center gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={cn("size-4", n <= rating ? "fill-current text-amber-500" : "text-muted-foreground/50")} />
      ))}
    </span>
  );
}
