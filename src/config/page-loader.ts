/** How long index.html's full-page spinner takes to fade out (its CSS gets it at build time). */
export const PAGE_LOADER_FADE_MS = 500

/** The longest the app waits for a first look's image before it runs anyway. */
export const FIRST_LOOK_WAIT_MS = 3_000
