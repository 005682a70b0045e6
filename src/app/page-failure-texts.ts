/** What a page that could not be loaded says: the route error screen and the spinner's fallback. */
export const PAGE_FAILURE_TEXTS = {
  title: 'Algo salió mal',
  message: 'No pudimos cargar esta página. Revisa tu conexión e inténtalo de nuevo.',
  retry: 'Reintentar',
} as const
