export { ServiceCards } from "./service-cards"
export type { ServiceCardData } from "./service-cards"
