export { DraftNotice, ErrorSummary, ResultPanel } from "./form-messages"
