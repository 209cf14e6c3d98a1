export { FloatingActions } from "./floating-actions"
