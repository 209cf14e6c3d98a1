export { ButtonLink, buttonClass } from "./button"
