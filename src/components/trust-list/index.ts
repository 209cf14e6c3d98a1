export { TrustList } from "./trust-list"
