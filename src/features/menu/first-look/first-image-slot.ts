/** Marks, in a menu page's first look, the list that will hold the menu's first image. */
export const FIRST_IMAGE_SLOT = 'data-first-menu-image'

/** Marks the spinner the first image replaces. */
export const FIRST_IMAGE_SPINNER = 'data-first-menu-spinner'

/** Marks, in a menu page's first look, where today's list is drawn with the first image. */
export const FIRST_TODAY_LIST = 'data-first-today-list'
