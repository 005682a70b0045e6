/** The months' names, January first. */
export const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
]

/** '2026-12-24' gives '24 de diciembre' (a calendar date: no time zone involved). */
export function calendarDateText(date: string): string {
  const [, month = 1, day = 1] = date.split('-').map(Number)
  return `${String(day)} de ${MONTHS[month - 1] ?? ''}`
}

/** The date `days` after `date` ('YYYY-MM-DD'), on the calendar. */
export function addDays(date: string, days: number): string {
  const [year = 2000, month = 1, day = 1] = date.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}
