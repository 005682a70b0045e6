import { MONTHS } from './dates'

/** '$ 8.000': pesos with a dot every three digits (Intl's es-CO writes 8000 without one). */
export function formatPrice(pesos: number): string {
  const digits = String(Math.round(pesos)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `$\u00a0${digits}`
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** 'Actualizado hace 10 min', '… hace 3 h', '… ayer', '… hace 4 días', '… el 2 de noviembre'. */
export function formatUpdated(updated: Date, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - updated.getTime())
  if (elapsed < MINUTE) return 'Actualizado hace un momento'
  if (elapsed < HOUR) return `Actualizado hace ${String(Math.floor(elapsed / MINUTE))} min`
  if (elapsed < DAY) return `Actualizado hace ${String(Math.floor(elapsed / HOUR))} h`
  if (elapsed < 2 * DAY) return 'Actualizado ayer'
  if (elapsed < 7 * DAY) return `Actualizado hace ${String(Math.floor(elapsed / DAY))} días`
  return `Actualizado el ${String(updated.getDate())} de ${MONTHS[updated.getMonth()] ?? ''}`
}
