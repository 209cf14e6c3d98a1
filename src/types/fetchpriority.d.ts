// React 18 passes the lowercase `fetchpriority` attribute through to <img> (the camelCase
// `fetchPriority` only arrives in React 19 and warns in 18), but its types know neither.
import "react"

declare module "react" {
  interface ImgHTMLAttributes<T> {
    fetchpriority?: "high" | "low" | "auto"
  }
}
