import { pageHeadAt } from '@/config/page-heads'
import { applySiteHead } from '@/lib/seo/apply-site-head'

/** Puts the head of the public page at `pathname` (page-heads.ts) into the document's head. */
export function applyPublicPageHead(pathname: string, doc: Document = document): void {
  applySiteHead(pageHeadAt(pathname), doc)
}
