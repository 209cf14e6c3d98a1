export { Icon } from "./icon"
