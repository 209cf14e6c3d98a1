export { EarlyContact } from "./early-contact"
