export { Newsletter } from "./newsletter"
