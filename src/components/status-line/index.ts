export { StatusLine, type StatusLineProps } from "./status-line"
