export { HeadTags, jsonLdText } from "./head-tags"
export type { HeadTagsProps, HeadContext } from "./head-tags"
export { SITE_WIDE_HEAD } from "./site-wide-head"
