export { MobileMenu } from "./mobile-menu"
