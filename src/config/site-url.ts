/**
 * The address the site is served from, as links, link previews and the sitemap give it: the
 * build's `VITE_SITE_URL` (a custom domain), otherwise the project's own Firebase Hosting address.
 * Read by the app (env.ts) and by the build (vite.config.ts), so both write the same addresses.
 */
export function siteUrlOf(raw: Record<string, string | boolean | undefined>): string {
  const configured = raw.VITE_SITE_URL
  const projectId = raw.VITE_FIREBASE_PROJECT_ID
  const url =
    typeof configured === 'string' && configured.trim() !== ''
      ? configured.trim()
      : `https://${typeof projectId === 'string' ? projectId.trim() : ''}.web.app`
  const parsed = URL.canParse(url) ? new URL(url) : null
  if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== url.replace(/\/$/, '')) {
    throw new Error(
      `VITE_SITE_URL must be an origin such as https://heladeria.example (got ${url})`,
    )
  }
  return parsed.origin
}
