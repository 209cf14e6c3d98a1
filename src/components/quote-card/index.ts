export { QuoteCard } from "./quote-card"
