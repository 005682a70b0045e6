import { shop } from '@/config/shop'

/** '4:15 pm' on the shop's clock (Colombia, UTC-5 all year). */
export function shopClock(date: Date): string {
  const local = new Date(date.getTime() + shop.utcOffsetMinutes * 60_000)
  const hours = local.getUTCHours()
  const minutes = String(local.getUTCMinutes()).padStart(2, '0')
  return `${String(hours % 12 === 0 ? 12 : hours % 12)}:${minutes} ${hours < 12 ? 'am' : 'pm'}`
}
