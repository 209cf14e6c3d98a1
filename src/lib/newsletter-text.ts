/** What the newsletter box and the confirmation page say, word for word (tests read these). */
export const NEWSLETTER_TEXT = {
  /** After a sign-up: nothing counts until the address's owner opens the link in our mail. */
  checkInbox:
    "Almost done: we have sent you an e-mail. Open the link in it to confirm your subscription. Until you do, we send that address nothing else.",
  botCheckFailed:
    "Our automatic spam check did not go through, so you are not signed up yet. A new check has started: please press Subscribe again.",
} as const

