/** How long index.html's full-page spinner takes to fade out (its CSS gets it at build time). */
export const PAGE_LOADER_FADE_MS = 500
