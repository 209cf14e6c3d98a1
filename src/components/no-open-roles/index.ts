export { NoOpenRoles } from "./no-open-roles"
