import { useLayoutEffect } from 'react'
import { applySiteHead, type PageHead } from '@/lib/seo/apply-site-head'

/**
 * The page's `<title>` and the tags link previews and search engines read, kept in the document's
 * head (the page's HTML file carries the same ones for scrapers that run no script).
 */
export function PageMeta({ title, description, canonicalPath, noindex = false }: PageHead) {
  useLayoutEffect(() => {
    applySiteHead({ title, description, canonicalPath, noindex })
  }, [title, description, canonicalPath, noindex])
  return null
}
