/**
 * The browser build's `gatsby-plugin-image` (webpack alias, build-javascript stage only: see
 * plugins/webpack-stand-ins/gatsby-node.ts). The static HTML is still rendered by the real plugin.
 *
 * Why: the plugin's browser component loads `react-dom/server` (about 21 KB gzipped, on every page
 * with an image) only to turn its image markup into a string, plus about 4 KB of helpers the site never
 * calls in the browser (image CDN URL builders, camelcase, prop-types). This stand-in builds the same
 * markup with a few string helpers (about 1 KB) and keeps the plugin's contract:
 *  - hydration: the wrapper renders its markup through dangerouslySetInnerHTML with
 *    suppressHydrationWarning, exactly as the plugin does, so React keeps the server-rendered
 *    <picture> (and the plugin's inline loading script keeps handling it);
 *  - client-side navigation: the wrapper gets the full <picture> markup, native lazy loading, the
 *    placeholder faded out once the image has loaded;
 *  - the same exports and props (GatsbyImage, StaticImage, getImage, getSrc, getSrcSet, withArtDirection;
 *    the rarely used helpers come from the real plugin, which webpack includes only if a page uses them).
 */
import { createElement, memo, useEffect, useRef, useState, type CSSProperties, type FunctionComponent } from "react"
import type { GatsbyImageProps, IGatsbyImageData, ImageDataLike } from "gatsby-plugin-image"

export {
  MainImage,
  Placeholder,
  generateImageData,
  getImageData,
  getLowResolutionImageURL,
} from "gatsby-plugin-image/dist/gatsby-image.browser.modern.js"

type Layout = IGatsbyImageData["layout"]
type Attrs = Record<string, unknown>

/** Images already shown once: on a later visit they appear at once, without the fade. */
const shown = new Set<string>()

const UNITLESS = /^(opacity|zIndex|flex|flexGrow|flexShrink|order|fontWeight|lineHeight)$/

export const escapeAttr = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

export function styleText(style: CSSProperties): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== null && value !== "")
    .map(([key, value]) => {
      const name = key.startsWith("--") ? key : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
      return `${name}:${typeof value === "number" && value !== 0 && !UNITLESS.test(key) ? `${value}px` : value}`
    })
    .join(";")
}

const ATTR_NAMES: Record<string, string> = { className: "class", htmlFor: "for" }

/** React-style props to an HTML attribute string (srcSet -> srcset, style objects -> CSS text). */
export function attrText(attrs: Attrs): string {
  let out = ""
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false || typeof value === "function") continue
    const name = ATTR_NAMES[key] ?? (/^(data|aria)-/.test(key) ? key : key.toLowerCase())
    const text = key === "style" ? styleText(value as CSSProperties) : value === true ? "" : String(value)
    out += ` ${name}="${escapeAttr(text)}"`
  }
  return out
}

/** The same sizer the plugin renders: it gives the wrapper its aspect ratio before the image loads. */
export function sizerHtml(layout: Layout, width: number, height: number): string {
  if (layout === "fullWidth") return `<div aria-hidden="true" style="padding-top: ${(height / width) * 100}%;"></div>`
  if (layout === "constrained") {
    return `<div style="max-width: ${width}px; display: block;"><img alt="" role="presentation" aria-hidden="true" src="data:image/svg+xml;charset=utf-8,%3Csvg%20height='${height}'%20width='${width}'%20xmlns='http://www.w3.org/2000/svg'%20version='1.1'%3E%3C/svg%3E" style="max-width: 100%; display: block; position: static;"></div>`
  }
  return ""
}

interface MarkupOptions extends Attrs {
  image: IGatsbyImageData
  loaded: boolean
  loading?: "eager" | "lazy"
  imgClassName?: string
  imgStyle?: CSSProperties
  objectFit?: CSSProperties["objectFit"]
  objectPosition?: CSSProperties["objectPosition"]
  backgroundColor?: string
}

/** The wrapper's inner HTML for a client-rendered image: sizer, placeholder, <picture>. */
export function imageHtml({ image, loaded, loading = "lazy", imgClassName, imgStyle, objectFit = "cover", objectPosition, backgroundColor, ...rest }: MarkupOptions): string {
  const { layout, width, height, images, placeholder } = image
  const cover: CSSProperties = {}
  if (image.backgroundColor) {
    cover.backgroundColor = image.backgroundColor
    Object.assign(cover, layout === "fixed" ? { width, height, position: "relative" } : { position: "absolute", top: 0, left: 0, bottom: 0, right: 0 })
  }
  const placeholderAttrs = {
    "aria-hidden": "true",
    "data-placeholder-image": "",
    style: { opacity: loaded ? 0 : 1, transition: "opacity 500ms linear", ...cover, objectFit, objectPosition },
  }
  const placeholderHtml = placeholder?.fallback
    ? `<img${attrText({ ...placeholderAttrs, decoding: "async", src: placeholder.fallback, alt: "" })}>`
    : `<div${attrText(placeholderAttrs)}></div>`

  const sizes = (rest.sizes as string | undefined) ?? images.fallback?.sizes
  const sources = (images.sources ?? [])
    .map((source) => `<source${attrText({ type: source.type, media: source.media, srcSet: source.srcSet, sizes })}>`)
    .join("")
  const img = `<img${attrText({
    ...rest,
    "data-main-image": "",
    style: { objectFit, objectPosition, backgroundColor, ...imgStyle, opacity: loaded ? 1 : 0 },
    class: imgClassName,
    sizes,
    decoding: "async",
    loading,
    src: images.fallback?.src,
    srcSet: images.fallback?.srcSet,
    alt: (rest.alt as string | undefined) ?? "",
  })}>`
  return sizerHtml(layout, width, height) + placeholderHtml + (sources ? `<picture>${sources}${img}</picture>` : img)
}

function wrapperProps(layout: Layout, width: number, height: number) {
  const style: CSSProperties = layout === "fixed" ? { width, height } : {}
  const className = layout === "constrained" ? "gatsby-image-wrapper gatsby-image-wrapper-constrained" : "gatsby-image-wrapper"
  return { className, style }
}

const GatsbyImageHydrator: FunctionComponent<GatsbyImageProps> = function GatsbyImageHydrator({
  as = "div",
  image,
  style,
  backgroundColor,
  className,
  class: preactClass,
  onStartLoad,
  onLoad,
  onError,
  ...props
}) {
  const root = useRef<HTMLElement>(null)
  const key = image.images.fallback?.src ?? JSON.stringify(image.images)
  // Decided once per mount, so a re-render never changes the markup React hydrated.
  const [loaded] = useState(() => shown.has(key))
  const { className: wrapperClass, style: wrapperStyle } = wrapperProps(image.layout, image.width, image.height)

  // React keeps the server's markup at hydration (it never patches dangerouslySetInnerHTML then) and
  // replaces it only when this string changes; the effect below then watches the new <img>.
  const html = imageHtml({ ...(props as Attrs), image, loaded })

  useEffect(() => {
    const img = root.current?.querySelector<HTMLImageElement>("[data-main-image]")
    if (!img) return
    // Server-rendered: the plugin's inline script shows it; only the callbacks are ours.
    const fromServer = img.hasAttribute("data-gatsby-image-ssr")
    const wasCached = fromServer || loaded
    onStartLoad?.({ wasCached })
    const show = () => {
      shown.add(key)
      if (!fromServer) {
        img.style.opacity = "1"
        const cover = root.current?.querySelector<HTMLElement>("[data-placeholder-image]")
        if (cover) cover.style.opacity = "0"
      }
      onLoad?.({ wasCached })
    }
    const fail = (event: Event) => onError?.(event as any)
    if (img.complete && img.naturalWidth > 0) {
      show()
      return
    }
    img.addEventListener("load", show)
    img.addEventListener("error", fail)
    return () => {
      img.removeEventListener("load", show)
      img.removeEventListener("error", fail)
    }
  }, [html])

  return createElement(as, {
    "data-gatsby-image-wrapper": "",
    className: `${wrapperClass}${(preactClass ?? className) ? ` ${preactClass ?? className}` : ""}`,
    style: { ...wrapperStyle, ...style, backgroundColor },
    ref: root,
    dangerouslySetInnerHTML: { __html: html },
    suppressHydrationWarning: true,
  })
}

export const GatsbyImage: FunctionComponent<GatsbyImageProps> = memo(function GatsbyImage(props) {
  return props.image ? createElement(GatsbyImageHydrator, props) : null
})
GatsbyImage.displayName = "GatsbyImage"

/** The build (babel-plugin-parse-static-images) passes the processed image as __imageData. */
export function StaticImage({
  __imageData,
  __error,
  /* eslint-disable @typescript-eslint/no-unused-vars */
  src,
  width,
  height,
  aspectRatio,
  tracedSVGOptions,
  placeholder,
  formats,
  quality,
  transformOptions,
  jpgOptions,
  pngOptions,
  webpOptions,
  avifOptions,
  blurredOptions,
  breakpoints,
  outputPixelDensities,
  layout,
  /* eslint-enable @typescript-eslint/no-unused-vars */
  ...props
}: Attrs & Omit<GatsbyImageProps, "image"> & { __imageData?: IGatsbyImageData; __error?: string }) {
  if (__error) console.warn(__error)
  return __imageData ? createElement(GatsbyImage, { ...(props as Omit<GatsbyImageProps, "image">), image: __imageData }) : null
}

export function getImage(node: ImageDataLike | null): IGatsbyImageData | undefined {
  const value = node as any
  if (value?.images?.fallback?.src) return value
  return value?.gatsbyImageData ?? value?.gatsbyImage ?? value?.childImageSharp?.gatsbyImageData
}

export const getSrc = (node: ImageDataLike) => getImage(node)?.images?.fallback?.src

export const getSrcSet = (node: ImageDataLike) => getImage(node)?.images?.fallback?.srcSet

export function withArtDirection(defaultImage: IGatsbyImageData, artDirected: { media: string; image: IGatsbyImageData }[]): IGatsbyImageData {
  const { images, placeholder, ...rest } = defaultImage
  const output: IGatsbyImageData = {
    ...rest,
    images: { ...images, sources: [] },
    placeholder: placeholder && { ...placeholder, sources: [] },
  }
  for (const { media, image } of artDirected) {
    if (!media) continue
    output.images.sources!.push(...(image.images.sources ?? []).map((source) => ({ ...source, media })), {
      media,
      srcSet: image.images.fallback!.srcSet!,
    })
    output.placeholder?.sources?.push({ media, srcSet: image.placeholder!.fallback! } as any)
  }
  output.images.sources!.push(...(images.sources ?? []))
  if (placeholder?.sources) output.placeholder?.sources?.push(...placeholder.sources)
  return output
}
