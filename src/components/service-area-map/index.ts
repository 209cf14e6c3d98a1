export { ServiceAreaMap } from "./service-area-map"
