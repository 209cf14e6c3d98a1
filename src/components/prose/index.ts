export { Prose } from "./prose"
