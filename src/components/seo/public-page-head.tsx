import { useLocation } from 'react-router'
import { pageHeadAt } from '@/config/pages'
import { PageMeta } from './page-meta'

/** The head of the public page on screen, from the page table (src/config/pages.ts). */
export function PublicPageHead() {
  const { pathname } = useLocation()
  return <PageMeta {...pageHeadAt(pathname)} />
}
