/**
 * The page's head in its HTML file. Link scrapers (WhatsApp, Facebook, search engines that run no
 * script) read only the HTML's `<head>`: each first-look page's file gets its own title and tags
 * (src/lib/seo/head-tags.ts, from the page table) in place of index.html's site-wide title and
 * description. The app keeps the same tags in step as the visitor moves (page-meta.tsx).
 */

const SITE_TITLE = /<title>[^<]*<\/title>/
const SITE_DESCRIPTION = /\s*<meta\s+data-static\s+name="description"[^>]*\/?>/

/**
 * index.html with `headHtml` in place of its site-wide title and description.
 * @param {string} html
 * @param {string} headHtml
 */
export function withPageHead(html, headHtml) {
  if (!SITE_TITLE.test(html) || !SITE_DESCRIPTION.test(html)) {
    throw new Error('index.html has changed shape: no <title> or static description')
  }
  if ((headHtml.match(/<title>/g) ?? []).length !== 1) {
    throw new Error('A page head must have exactly one <title>')
  }
  return html.replace(SITE_DESCRIPTION, '').replace(SITE_TITLE, headHtml)
}

/**
 * The shell (the sign-in, the dashboard, unknown addresses) stays out of search results.
 * @param {string} html
 */
export const withNoindex = (html) =>
  html.replace('</title>', '</title>\n    <meta name="robots" content="noindex" />')
