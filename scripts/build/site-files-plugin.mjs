/**
 * Writes dist/sitemap.xml (every indexed page of the page table, at the site's address) and
 * dist/robots.txt, which names it and keeps crawlers out of the staff's pages.
 */

/** @param {string} text */
const escapeXml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/**
 * @param {string} siteUrl the site's origin, e.g. https://heladeria.example
 * @param {readonly string[]} paths
 */
export function sitemapXml(siteUrl, paths) {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(siteUrl + path)}</loc></url>`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** @param {string} siteUrl */
export const robotsTxt = (siteUrl) =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /login',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n')

/**
 * @param {string} siteUrl
 * @param {readonly string[]} paths the sitemap's pages
 * @returns {import('vite').Plugin}
 */
export function siteFilesPlugin(siteUrl, paths) {
  return {
    name: 'heladeria:site-files',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(siteUrl, paths) })
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl) })
    },
  }
}
