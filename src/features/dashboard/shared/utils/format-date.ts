const TIME_ZONE = 'America/Bogota'

const longDate = new Intl.DateTimeFormat('es-CO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
})

const time = new Intl.DateTimeFormat('es-CO', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: TIME_ZONE,
})

const shortDate = new Intl.DateTimeFormat('es-CO', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
})

/** '5 de marzo de 2025, 4:04 p. m.' in Colombia's time (the same in every browser). */
export const formatDateTime = (date: Date) => `${longDate.format(date)}, ${time.format(date)}`

/** '5 mar 2025' in Colombia's time. */
export const formatDate = (date: Date) => shortDate.format(date)
