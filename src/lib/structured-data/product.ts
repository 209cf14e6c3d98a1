/**
 * The spec's Product 'Florida Commercial Cleaning Services': aggregate rating 5.0,
 * review count equal to the number of testimonials, one review per testimonial.
 */
import type { Product } from "schema-dts"
import { absoluteUrl } from "../../config/site"
import { ids } from "./ids"

export interface Testimonial {
  name: string
  text: string
  rating: number
}

export const PRODUCT_NAME = "Florida Commercial Cleaning Services"

export function productNode(testimonials: readonly Testimonial[]): Product {
  const average = testimonials.reduce((sum, t) => sum + t.rating, 0) / Math.max(testimonials.length, 1)
  return {
    "@type": "Product",
    "@id": absoluteUrl("/#product"),
    name: PRODUCT_NAME,
    description: "Commercial cleaning, janitorial and disinfection services for businesses in Florida and the Southeast.",
    brand: { "@id": ids.organization },
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: average.toFixed(1),
      bestRating: "5",
      worstRating: "1",
      reviewCount: testimonials.length,
    },
    review: testimonials.map((t) => ({
      "@type": "Review",
      reviewBody: t.text,
      reviewRating: { "@type": "Rating", ratingValue: t.rating, bestRating: 5, worstRating: 1 },
      author: { "@type": "Person", name: t.name },
    })),
  }
}
