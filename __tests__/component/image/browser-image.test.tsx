import React from "react"
import { act } from "react"
import { hydrateRoot } from "react-dom/client"
// The Node build: jsdom has no TextEncoder for the browser one.
const { renderToString } = require("react-dom/server.node") as typeof import("react-dom/server")
import { render } from "@testing-library/react"
// The real plugin as Node resolves it: its server build, which renders the static HTML.
import { GatsbyImage as ServerImage } from "gatsby-plugin-image"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { GatsbyImage, StaticImage, getImage, getSrc, getSrcSet, imageHtml } from "../../../plugins/webpack-stand-ins/browser/browser-image"

// The rarely used helpers the module re-exports from the plugin's ES-module browser build (Jest runs CommonJS).
jest.mock("gatsby-plugin-image/dist/gatsby-image.browser.modern.js", () => ({}))

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 720,
  height: 450,
  backgroundColor: "#d8e8f0",
  images: {
    fallback: { src: "/static/a/720/office.jpg", srcSet: "/static/a/360/office.jpg 360w,\n/static/a/720/office.jpg 720w", sizes: "(min-width: 60rem) 33rem, 100vw" },
    sources: [{ srcSet: "/static/a/360/office.webp 360w,/static/a/720/office.webp 720w", type: "image/webp", sizes: "(min-width: 60rem) 33rem, 100vw" }],
  },
}

describe("the browser build's GatsbyImage (plugins/webpack-stand-ins/browser/browser-image.tsx)", () => {
  it("renders the plugin's markup on client-side navigation: sizer, placeholder colour, <picture> with WebP", () => {
    const { container } = render(<GatsbyImage image={image} alt={'An "office" & desks'} className="hero" />)
    const wrapper = container.firstElementChild as HTMLElement
    expect(wrapper).toHaveClass("gatsby-image-wrapper", "gatsby-image-wrapper-constrained", "hero")
    expect(wrapper).toHaveAttribute("data-gatsby-image-wrapper", "")
    expect(wrapper.querySelector("[data-placeholder-image]")).toHaveStyle({ backgroundColor: "#d8e8f0" })
    const source = wrapper.querySelector("picture > source")!
    expect(source).toHaveAttribute("type", "image/webp")
    expect(source).toHaveAttribute("sizes", "(min-width: 60rem) 33rem, 100vw")
    const img = wrapper.querySelector("picture > img")!
    expect(img).toHaveAttribute("alt", 'An "office" & desks')
    expect(img).toHaveAttribute("src", "/static/a/720/office.jpg")
    expect(img).toHaveAttribute("loading", "lazy")
    expect(img).toHaveAttribute("decoding", "async")
  })

  it("passes loading and fetchpriority to the <img> for the LCP image", () => {
    const { container } = render(<GatsbyImage image={image} alt="" loading="eager" {...{ fetchpriority: "high" }} />)
    const img = container.querySelector("img[data-main-image]")!
    expect(img).toHaveAttribute("loading", "eager")
    expect(img).toHaveAttribute("fetchpriority", "high")
  })

  it("hydrates the plugin's server HTML without touching it", async () => {
    const element = <ServerImage image={image} alt="Office" loading="eager" />
    const container = document.createElement("div")
    container.innerHTML = renderToString(element)
    document.body.append(container)
    const serverImg = container.querySelector("img[data-gatsby-image-ssr]")
    expect(serverImg).not.toBeNull()
    const errors = jest.spyOn(console, "error").mockImplementation(() => {})
    await act(async () => {
      hydrateRoot(container, <GatsbyImage image={image} alt="Office" loading="eager" />)
    })
    expect(errors).not.toHaveBeenCalled()
    expect(container.querySelector("img[data-gatsby-image-ssr], img[data-main-image]")).toBe(serverImg)
    errors.mockRestore()
  })

  it("shows the image once it has loaded and fades the placeholder", () => {
    const onLoad = jest.fn()
    const { container } = render(<GatsbyImage image={image} alt="" onLoad={onLoad} />)
    const img = container.querySelector<HTMLImageElement>("img[data-main-image]")!
    expect(img.style.opacity).toBe("0")
    img.dispatchEvent(new Event("load"))
    expect(img.style.opacity).toBe("1")
    expect(container.querySelector<HTMLElement>("[data-placeholder-image]")!.style.opacity).toBe("0")
    expect(onLoad).toHaveBeenCalledWith({ wasCached: false })
  })

  it("keeps the image shown when its props change after it has loaded (the markup is rebuilt)", () => {
    // An image no other test has shown (images shown once appear at once on a later mount).
    const fresh = { ...image, images: { ...image.images, fallback: { ...image.images.fallback!, src: "/static/b/720/lobby.jpg" } } }
    const { container, rerender } = render(<GatsbyImage image={fresh} alt="Office" />)
    container.querySelector("img[data-main-image]")!.dispatchEvent(new Event("load"))
    rerender(<GatsbyImage image={fresh} alt="Office with desks" />)
    const img = container.querySelector<HTMLImageElement>("img[data-main-image]")!
    expect(img).toHaveAttribute("alt", "Office with desks")
    img.dispatchEvent(new Event("load"))
    expect(img.style.opacity).toBe("1")
  })

  it("builds on client-side navigation the same <picture> the plugin renders on the server", () => {
    const parse = (html: string) => {
      const root = document.createElement("div")
      root.innerHTML = html
      const img = root.querySelector("img[data-main-image]")!
      // A lazy server image keeps its URLs in data-src and data-srcset until the plugin's inline script swaps them in.
      const attrs = (el: Element, names: string[]) =>
        Object.fromEntries(names.map((name) => [name, (el.getAttribute(name) ?? el.getAttribute(`data-${name}`))?.replace(/,\s+/g, ",") ?? null]))
      return {
        wrapper: attrs(root.firstElementChild!, ["class"]),
        sources: [...root.querySelectorAll("picture > source")].map((source) => attrs(source, ["type", "srcset", "sizes", "media"])),
        img: attrs(img, ["alt", "src", "srcset", "sizes", "loading", "decoding", "class"]),
        placeholder: root.querySelector("[data-placeholder-image]") !== null,
      }
    }
    for (const props of [{ alt: "Office" }, { alt: "", loading: "eager" as const, sizes: "50vw", imgClassName: "photo" }]) {
      const server = parse(renderToString(<ServerImage image={image} {...props} />))
      const { container } = render(<GatsbyImage image={image} {...props} />)
      expect(parse(container.innerHTML)).toEqual(server)
    }
  })

  it("renders StaticImage from the data the build adds", () => {
    const { container } = render(<StaticImage src="../images/x.jpg" alt="X" width={720} {...{ __imageData: image }} />)
    expect(container.querySelector("img[data-main-image]")).toHaveAttribute("alt", "X")
    expect(container.querySelector("img[data-main-image]")).not.toHaveAttribute("width")
  })

  it("reads image data like the plugin's helpers", () => {
    const file = { childImageSharp: { gatsbyImageData: image } }
    expect(getImage(file)).toBe(image)
    expect(getImage(image)).toBe(image)
    expect(getImage({ gatsbyImageData: image } as any)).toBe(image)
    expect(getSrc(file)).toBe("/static/a/720/office.jpg")
    expect(getSrcSet(file)).toContain("360w")
    expect(getImage(null)).toBeUndefined()
  })

  it("escapes attribute values it writes itself", () => {
    expect(imageHtml({ image, loaded: false, alt: '"><script>alert(1)</script>' })).not.toContain("<script>")
  })
})
