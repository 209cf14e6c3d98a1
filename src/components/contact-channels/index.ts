export { ContactChannels } from "./contact-channels"
