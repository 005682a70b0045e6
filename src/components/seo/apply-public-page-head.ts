import { env } from '@/config/env'
import { pageHeadAt } from '@/config/page-heads'
import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
import { applyHead } from '@/lib/seo/apply-head'
import { pageHeadTags } from '@/lib/seo/head-tags'

/** Puts the head of the public page at `pathname` (page-heads.ts) into the document's head. */
export function applyPublicPageHead(pathname: string, doc: Document = document): void {
  applyHead(
    doc,
    pageHeadTags({
      ...pageHeadAt(pathname),
      siteUrl: env.siteUrl,
      siteName: DEFAULT_SETTINGS.nombre,
    }),
  )
}
