export { EmergencyBanner } from "./emergency-banner"
