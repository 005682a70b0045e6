/** What an email address looks like, enough to catch a typo before asking Firebase. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
