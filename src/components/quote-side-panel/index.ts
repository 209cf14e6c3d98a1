export { QuoteSidePanel, type QuotePoint } from "./quote-side-panel"
