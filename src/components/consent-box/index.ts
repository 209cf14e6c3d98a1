export { ConsentBox } from "./consent-box"
