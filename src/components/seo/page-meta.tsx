import { useLayoutEffect } from 'react'
import { env } from '@/config/env'
import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
import { applyHead } from '@/lib/seo/apply-head'
import { pageHeadTags } from '@/lib/seo/head-tags'

interface PageMetaProps {
  title: string
  description: string
  /** The path of the address search engines should keep (none: no canonical link). */
  canonicalPath?: string
  /** Kept out of search results. */
  noindex?: boolean
}

/**
 * The page's `<title>` and the tags link previews and search engines read, kept in the document's
 * head (the page's HTML file carries the same ones for scrapers that run no script).
 */
export function PageMeta({ title, description, canonicalPath, noindex = false }: PageMetaProps) {
  useLayoutEffect(() => {
    applyHead(
      document,
      pageHeadTags({
        title,
        description,
        canonicalPath,
        noindex,
        siteUrl: env.siteUrl,
        siteName: DEFAULT_SETTINGS.nombre,
      }),
    )
  }, [title, description, canonicalPath, noindex])
  return null
}
