import { StructuredData } from '@/components/seo/structured-data'
import { Footer } from './footer'

/** The footer and the shop's structured data: both from the settings, both loaded after the page. */
export function FooterWithData({ flush = false }: { flush?: boolean }) {
  return (
    <>
      <StructuredData />
      <Footer flush={flush} />
    </>
  )
}
