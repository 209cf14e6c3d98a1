export { BotCheckStatus, BOT_CHECK_TEXT } from "./bot-check-status"
