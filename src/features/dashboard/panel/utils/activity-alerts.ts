/**
 * Whether a live count went up since the last value seen: never for the first value (the panel
 * opening, or a listener starting again), never for a count that stayed or fell.
 */
export const isArrival = (previous: number | null, next: number | null): boolean =>
  previous !== null && next !== null && next > previous

/** The parts of the Badging API this uses (absent on most desktop browsers and on iPhones). */
export interface BadgingNavigator {
  setAppBadge?: (contents?: number) => Promise<void>
  clearAppBadge?: () => Promise<void>
}

/**
 * The installed app's icon shows `total` (cleared at zero) where the browser supports it;
 * elsewhere nothing happens. A refusal (the app not installed, a browser setting) is no problem:
 * the returned promise always resolves.
 */
export async function showAppBadge(total: number, navigator: BadgingNavigator): Promise<void> {
  try {
    await (total > 0 ? navigator.setAppBadge?.(total) : navigator.clearAppBadge?.())
  } catch {
    // Nothing to do: the panel's own counts still say it.
  }
}
