export { Logo } from "./logo"
