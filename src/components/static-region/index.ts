export { staticRegion, type RegionProps } from "./static-region"
