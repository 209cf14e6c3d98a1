// Gatsby in unit and component tests: real Link semantics as a plain anchor, queries mocked per test.
import React from "react"

const gatsby = jest.requireActual("gatsby")

export const graphql = jest.fn()
export const useStaticQuery = jest.fn()
export const navigate = jest.fn()
export const prefetchPathname = jest.fn()
export const withPrefix = (path: string) => path

// Like Gatsby's Link, a click routes in the page instead of loading a new document.
export const Link = jest.fn(
  ({ to, activeClassName, activeStyle, getProps, partiallyActive, replace, state, onClick, ...rest }: Record<string, any>) =>
    React.createElement("a", {
      ...rest,
      href: to,
      onClick: (event: React.MouseEvent) => {
        onClick?.(event)
        event.preventDefault()
        navigate(to)
      },
    }),
)

export const Slice = gatsby.Slice
