/** What the newsletter box and the confirmation page say, word for word (tests read these). */
export const NEWSLETTER_TEXT = {
  /** After a sign-up: nothing counts until the address's owner opens the link in our mail. */
  checkInbox:
    "Almost done: we have sent you an e-mail. Open the link in it and press the button to confirm your subscription. Until you do, we send that address nothing else.",
  botCheckFailed:
    "Our automatic spam check did not go through, so you are not signed up yet. A new check has started: please press Subscribe again.",
} as const

/**
 * The confirmation page (/newsletter/confirm/): its head, and what it says for each answer. Opening the link
 * confirms nothing: the button does (a POST), so a mail scanner that opens links cannot subscribe anyone.
 */
export const CONFIRM_PAGE = {
  title: "Confirm your newsletter subscription",
  description: "Confirm your subscription to our commercial cleaning newsletter from the link in the e-mail we sent you.",
  ready: { heading: "Confirm your subscription", text: "Press the button to confirm that you want our newsletter at this address." },
  confirm: "Confirm my subscription",
  checking: { heading: "Confirming your subscription…", text: "This takes a moment." },
  confirmed: { heading: "You're subscribed", text: "Thank you for confirming. Our next newsletter will reach you by e-mail; every issue has a link to unsubscribe." },
  already_confirmed: { heading: "Already confirmed", text: "This address is already on our newsletter list. There is nothing more to do." },
  invalid: {
    heading: "This link is not valid",
    text: "The confirmation link is incomplete, has already expired, or was not sent by us. Sign up again from our blog and confirm from the link in the new e-mail within 7 days.",
  },
  unavailable: {
    heading: "We couldn't confirm your subscription just now",
    text: "Our system did not answer. Your link still works: try again in a moment.",
  },
  retry: "Try again",
  signUpAgain: "Sign up again on our blog",
} as const
