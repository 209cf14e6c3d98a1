export { QuoteCallActions } from "./quote-call-actions"
