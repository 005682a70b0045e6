/** The extra pages of the header's three-dots menu. */
export const EXTRA_PAGES = [
  { to: '/cono-gratis', label: 'Reclama un helado gratis' },
  { to: '/danos-tu-opinion', label: 'Danos tu opinion' },
  { to: '/pagina-misteriosa', label: 'Página de sorpresa' },
] as const

export const LEGAL_LINKS = [
  { to: '/politica-de-privacidad', label: 'Política de privacidad' },
  { to: '/terminos-y-condiciones', label: 'Términos y condiciones' },
  { to: '/politica-de-cookies', label: 'Política de cookies' },
] as const
