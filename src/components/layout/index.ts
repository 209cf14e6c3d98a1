export { Layout } from "./layout"
