import type { IGatsbyImageData } from "gatsby-plugin-image"
import { heroProps } from "../../src/lib/hero-props"

const copy = { eyebrow: "About us", title: "Clean Spaces, Trusted People", intro: "Since 2012." }
const imageData = { layout: "constrained", width: 720, height: 450, images: { fallback: { src: "/a.webp" } } } as IGatsbyImageData

describe("heroProps: a page's hero content as PageHero's props", () => {
  it("passes the eyebrow, title and intro as they are", () => {
    expect(heroProps(copy)).toEqual(copy)
  })

  it("leaves out an eyebrow the editor left empty", () => {
    expect(heroProps({ ...copy, eyebrow: null })).toEqual({ eyebrow: undefined, title: copy.title, intro: copy.intro })
  })

  it("gives no image props where the page does not query an illustration", () => {
    expect(heroProps(copy)).not.toHaveProperty("image")
  })

  it("gives the illustration's image data and description where the page queries it", () => {
    const props = heroProps({ ...copy, image: { childImageSharp: { gatsbyImageData: imageData } }, imageAlt: "A cleaner at work" })
    expect(props).toEqual({ ...copy, image: imageData, imageAlt: "A cleaner at work" })
  })

  it("gives no image, not a broken one, where the entry has none or it was not processed", () => {
    expect(heroProps({ ...copy, image: null, imageAlt: null })).toMatchObject({ image: null })
    expect(heroProps({ ...copy, image: { childImageSharp: null }, imageAlt: null })).toMatchObject({ image: null })
  })
})
