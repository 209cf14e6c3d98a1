export { Testimonials } from "./testimonials"
export type { TestimonialData } from "./testimonials"
