/** Marks, in the surprise page's first look, the spinner the newest image replaces. */
export const FIRST_IMAGE_SLOT = 'data-first-mystery-image'
