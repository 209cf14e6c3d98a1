export { Icon } from "./icon"
export type { ContentIcon, ContentIconField } from "./icon"
