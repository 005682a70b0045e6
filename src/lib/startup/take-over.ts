/**
 * What the entry keeps alive in a page's first look (the tab's highlight, today's list following
 * the counter, the newest surprise) stops once the app has drawn the page in its place: the app
 * keeps its own. The app says so once its first page is on screen.
 */
let markTookOver: () => void = () => undefined
const tookOver = new Promise<void>((resolve) => (markTookOver = resolve))

/** Resolves once the app has replaced the page's first look. */
export const whenAppTookOver = (): Promise<void> => tookOver

/** Called by the app once its first page is on screen. */
export const markAppTookOver = (): void => markTookOver()
