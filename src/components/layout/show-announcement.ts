import { isAnnouncementShown } from '@/lib/shop/announcement'
import type { ShopSettings } from '@/lib/shop/settings'
import { showFirstLookPart } from '@/lib/startup/first-look-part'

/** The first look's notice strip (announcement.tsx), and the place of its text. */
export const ANNOUNCEMENT_PART = 'announcement'
export const ANNOUNCEMENT_TEXT = 'data-announcement-text'

/**
 * Draws the staff's notice under a first look's fixed header while it is current, as the app
 * does once the settings are read: nothing on the page moves.
 */
export function showFirstLookAnnouncement(settings: ShopSettings, doc: Document = document): void {
  if (!isAnnouncementShown(settings)) return
  const strip = showFirstLookPart(ANNOUNCEMENT_PART, '[data-first-look] header', doc)
  const text = strip?.querySelector(`[${ANNOUNCEMENT_TEXT}]`)
  if (text) text.textContent = settings.anuncio.texto
}
