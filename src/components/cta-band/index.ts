export { CtaBand } from "./cta-band"
