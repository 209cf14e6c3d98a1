export { Accordion } from "./accordion"
export type { AccordionItem } from "./accordion"
