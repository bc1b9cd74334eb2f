// The swipe carousel as an island, like the contact form: rendered in full on the server, its code
// loaded in the browser only on pages that show a carousel.
import { lazy, Suspense } from "react";
import { Carousel as ServerCarousel, type CarouselProps } from "./carousel";

const Carousel = import.meta.env.SSR ? ServerCarousel : lazy(() => import("./carousel").then((module) => ({ default: module.Carousel })));

export function CarouselIsland(props: CarouselProps) {
  return (
    <Suspense fallback={null}>
      <Carousel {...props} />
    </Suspense>
  );
}
