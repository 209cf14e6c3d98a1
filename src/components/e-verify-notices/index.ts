export { EVerifyNotices } from "./e-verify-notices"
