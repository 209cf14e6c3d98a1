/** The hiring team's promise to every applicant, shown after sending and in the acknowledgement e-mail. */
export const CALL_BACK_BUSINESS_DAYS = 2
