export { TrustCard } from "./trust-card"
