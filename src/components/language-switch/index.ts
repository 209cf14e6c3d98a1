export { LanguageSwitch } from "./language-switch"
