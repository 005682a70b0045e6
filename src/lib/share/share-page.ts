/** What a page shares: its title, a line about it and its address. */
export interface PageShare {
  title: string
  text: string
  url: string
}

/** WhatsApp's chat picker with the line and the address typed: for phones without a share sheet. */
export const whatsappShareHref = ({ text, url }: PageShare) =>
  `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`

/** The page's address as it is shared: no query string or fragment. */
export const shareableAddress = (location: Pick<Location, 'origin' | 'pathname'>) =>
  `${location.origin}${location.pathname}`

/** Whether the browser has the Web Share API (a phone's own share sheet). */
export const canShareNatively = (nav: Partial<Navigator> | undefined): nav is Navigator =>
  typeof nav?.share === 'function'

/**
 * Opens the phone's share sheet. 'cancelled': the visitor closed it, nothing more to do;
 * 'failed': the browser refused (or has no share sheet), the caller falls back to WhatsApp.
 */
export async function sharePage(
  share: PageShare,
  nav: Partial<Navigator> | undefined = globalThis.navigator,
): Promise<'shared' | 'cancelled' | 'failed'> {
  if (!canShareNatively(nav) || nav.canShare?.(share) === false) return 'failed'
  try {
    await nav.share(share)
    return 'shared'
  } catch (error) {
    const aborted =
      typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
    return aborted ? 'cancelled' : 'failed'
  }
}
