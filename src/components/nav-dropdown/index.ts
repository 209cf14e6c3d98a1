export { NavDropdown } from "./nav-dropdown"
export type { DropdownGroup } from "./nav-dropdown"
