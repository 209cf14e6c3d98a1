export { FeatureCards } from "./feature-cards"
export type { FeatureItem } from "./feature-cards"
