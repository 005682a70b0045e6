import { shop } from '@/config/shop'
import { localTime } from '@/lib/opening-hours'
import type { ShopSettings } from './settings'

/** Whether the staff's announcement is still current on the shop's calendar. */
export function isAnnouncementShown(settings: ShopSettings, now: Date = new Date()): boolean {
  const { texto, hasta } = settings.anuncio
  if (texto.trim() === '') return false
  return hasta === '' || localTime(now, shop.utcOffsetMinutes).date <= hasta
}
