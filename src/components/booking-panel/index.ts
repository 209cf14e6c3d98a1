export { BookingPanel, type BookingPanelProps } from "./booking-panel"
