export { HeadTags, jsonLdText } from "./head-tags"
export type { HeadTagsProps, HeadContext } from "./head-tags"
