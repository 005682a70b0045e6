/** Where the site is served from (empty while the build renders a first look in Node). */
export const siteOrigin = (): string =>
  typeof window === 'undefined' ? '' : window.location.origin
