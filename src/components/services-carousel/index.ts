export { ServicesCarousel, AUTO_ADVANCE_MS } from "./services-carousel"
export type { CarouselSlide } from "./services-carousel"
