import { shop } from '@/config/shop'
import { localTime } from '@/lib/shop/opening-hours'

/** Today on the shop's calendar, 'YYYY-MM-DD'. */
export const shopToday = (now: Date = new Date()) => localTime(now, shop.utcOffsetMinutes).date
