export { KeepTogether } from "./keep-together"
