// Gatsby 5 exposes CSS module classes as named exports (import * as styles from "./x.module.css").
declare module "*.module.css" {
  const classes: { readonly [key: string]: string }
  export = classes
}
declare module "*.css"
/** Fonts imported from JavaScript resolve to their hashed public URL. */
declare module "*.woff2" {
  const url: string
  export default url
}
