export { LocalFacts } from "./local-facts"
