/**
 * The public pages a visit starts on, and the HTML file the build writes for each: the page's
 * first look is in it, painted before any script runs. firebase.json serves each file at its
 * path; every other address gets SHELL_FILE (the spinner, then the app).
 */
export const FIRST_LOOK_PAGES = [
  { path: '/', file: 'index.html' },
  { path: '/comidas', file: 'comidas.html' },
  { path: '/helados', file: 'helados.html' },
  { path: '/bebidas', file: 'bebidas.html' },
  { path: '/cono-gratis', file: 'cono-gratis.html' },
  { path: '/danos-tu-opinion', file: 'danos-tu-opinion.html' },
  { path: '/pagina-misteriosa', file: 'pagina-misteriosa.html' },
  { path: '/politica-de-privacidad', file: 'politica-de-privacidad.html' },
  { path: '/terminos-y-condiciones', file: 'terminos-y-condiciones.html' },
  { path: '/politica-de-cookies', file: 'politica-de-cookies.html' },
]

/** The page for every other address (the dashboard, sign-in, unknown paths). */
export const SHELL_FILE = 'shell.html'
