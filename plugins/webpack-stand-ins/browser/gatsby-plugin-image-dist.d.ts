/** The real plugin's browser entry, which plugins/webpack-stand-ins/browser/browser-image.tsx re-exports its rarely used helpers from. */
declare module "gatsby-plugin-image/dist/gatsby-image.browser.modern.js" {
  export { MainImage, Placeholder, generateImageData, getImageData, getLowResolutionImageURL } from "gatsby-plugin-image"
}
