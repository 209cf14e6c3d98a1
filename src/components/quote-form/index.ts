export { QuoteForm } from "./quote-form"
