export { CityGrid } from "./city-grid"
export type { CityLink } from "./city-grid"
