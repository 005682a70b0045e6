import { env } from '@/config/env'
import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
import { applyHead } from './apply-head'
import { pageHeadTags, type PageHeadInput } from './head-tags'

/** A page's own part of its head: what the site's address and name complete. */
export type PageHead = Omit<PageHeadInput, 'siteUrl' | 'siteName'>

/** Makes the document's head say `head`, with the site's address and name. */
export function applySiteHead(head: PageHead, doc: Document = document): void {
  applyHead(doc, pageHeadTags({ ...head, siteUrl: env.siteUrl, siteName: DEFAULT_SETTINGS.nombre }))
}
