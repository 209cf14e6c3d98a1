export { Section, Container } from "./section"
