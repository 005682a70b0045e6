import { shop } from '@/config/shop'
import type { ShopSettings } from './settings'

/** 'YYYY-MM-DD' on the shop's calendar (Colombia has no daylight saving: a fixed offset). */
const shopDate = (now: Date) =>
  new Date(now.getTime() + shop.utcOffsetMinutes * 60_000).toISOString().slice(0, 10)

/** Whether the staff's announcement is still current on the shop's calendar. */
export function isAnnouncementShown(settings: ShopSettings, now: Date = new Date()): boolean {
  const { texto, hasta } = settings.anuncio
  if (texto.trim() === '') return false
  return hasta === '' || shopDate(now) <= hasta
}
