export { ContentSections } from "./content-sections"
