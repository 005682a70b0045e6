/**
 * A page's head: its title and the tags search engines and link previews read. One description
 * serves the build, which writes it into each page's HTML file (scripts/build/page-head.mjs), and
 * the app, which keeps the document's head in step as the visitor moves (apply-head.ts).
 */
// Relative and with its extension: the build's config (vite.config.ts) loads this file without
// the app's aliases, and Vite's native config loader resolves no bare path.
import { SHARE_IMAGE } from '../../config/share-image.ts'

export interface PageHeadInput {
  title: string
  description: string
  /** The path of the address search engines should keep; none: no canonical link. */
  canonicalPath?: string
  /** Kept out of search results. */
  noindex?: boolean
  /** The site's origin ('https://heladeria.example'). */
  siteUrl: string
  /** The shop's name, as previews show it. */
  siteName: string
}

export type HeadTag =
  | { tag: 'meta'; attribute: 'name' | 'property'; key: string; content: string }
  | { tag: 'link'; rel: 'canonical'; href: string }

export interface PageHeadTags {
  title: string
  tags: HeadTag[]
}

const named = (key: string, content: string): HeadTag => ({
  tag: 'meta',
  attribute: 'name',
  key,
  content,
})
const property = (key: string, content: string): HeadTag => ({
  tag: 'meta',
  attribute: 'property',
  key,
  content,
})

export function pageHeadTags(input: PageHeadInput): PageHeadTags {
  const { title, description, canonicalPath, noindex = false, siteUrl, siteName } = input
  const url = canonicalPath === undefined ? undefined : `${siteUrl}${canonicalPath}`
  const tags: (HeadTag | false)[] = [
    named('description', description),
    noindex && named('robots', 'noindex'),
    url !== undefined && { tag: 'link', rel: 'canonical', href: url },
    property('og:title', title),
    property('og:description', description),
    url !== undefined && property('og:url', url),
    property('og:type', 'website'),
    property('og:locale', 'es_CO'),
    property('og:site_name', siteName),
    property('og:image', `${siteUrl}${SHARE_IMAGE.path}`),
    property('og:image:type', SHARE_IMAGE.type),
    property('og:image:width', String(SHARE_IMAGE.width)),
    property('og:image:height', String(SHARE_IMAGE.height)),
    property('og:image:alt', SHARE_IMAGE.alt),
    named('twitter:card', 'summary_large_image'),
  ]
  return { title, tags: tags.filter((tag): tag is HeadTag => tag !== false) }
}

/** Every tag a page's head may carry: on each change, those the new page does not want go. */
export const MANAGED_TAGS: readonly HeadTag[] = pageHeadTags({
  title: '',
  description: '',
  canonicalPath: '/',
  noindex: true,
  siteUrl: '',
  siteName: '',
}).tags

/** The CSS selector of the tags in a document that hold `tag`'s place. */
export const selectorOf = (tag: HeadTag): string =>
  tag.tag === 'link' ? `link[rel="${tag.rel}"]` : `meta[${tag.attribute}="${tag.key}"]`

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')

/** The head as HTML, for a page's file. */
export function pageHeadHtml({ title, tags }: PageHeadTags): string {
  const lines = tags.map((tag) =>
    tag.tag === 'link'
      ? `<link rel="${tag.rel}" href="${escapeHtml(tag.href)}" />`
      : `<meta ${tag.attribute}="${tag.key}" content="${escapeHtml(tag.content)}" />`,
  )
  return [`<title>${escapeHtml(title)}</title>`, ...lines].join('\n    ')
}
