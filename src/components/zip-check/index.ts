export { ZipCheckIsland } from "./zip-check-island"
export type { ZipCheckProps } from "./zip-check"
