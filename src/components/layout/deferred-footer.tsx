import Box from '@mui/material/Box'
import { startTransition, useEffect, useRef, useState, type ComponentType, type Ref } from 'react'
import { DeferredStructuredData } from '@/components/seo/deferred-structured-data'
import { afterLoad } from '@/lib/startup/after-load'
import { NEEDS_APP_PART } from '@/lib/startup/app-demand'
import { useIsFirstLook } from '@/lib/startup/first-look'
import { useNearScreen } from '@/lib/startup/use-near-screen'

interface FooterProps {
  flush?: boolean
}

/** The footer is drawn as soon as it reaches the screen's bottom edge. */
export const FOOTER_NEAR_MARGIN = '0px'

let loaded: ComponentType<FooterProps> | null = null
let arriving: Promise<ComponentType<FooterProps>> | undefined

/** The footer's code, fetched once (again after a failure). */
function footerCode(): Promise<ComponentType<FooterProps>> {
  arriving ??= import('./footer').then(
    (module) => (loaded = module.Footer),
    (error: unknown) => {
      arriving = undefined
      throw error
    },
  )
  return arriving
}

const reportFailure = (error: unknown) => console.error('No se pudo cargar el pie de página', error)

/** The footer's colour and a height like its own, kept while its code arrives. */
function FooterPlaceholder({ flush = false, ref }: FooterProps & { ref: Ref<HTMLElement> }) {
  // In a page's first look only the app draws the footer: it needs the app once on screen.
  const firstLook = useIsFirstLook()
  return (
    <Box
      ref={ref}
      component="footer"
      aria-hidden
      {...(firstLook && { [NEEDS_APP_PART]: FOOTER_NEAR_MARGIN })}
      sx={{ bgcolor: '#3A1D0C', mt: flush ? 0 : 6, minHeight: { xs: 900, sm: 560, md: 420 } }}
    />
  )
}

/**
 * The footer (the shop's hours, contacts, how to pay and links) is below every page's first
 * screen: its code comes once the page has loaded, and it is drawn, with the staff's current
 * settings, when the visitor scrolls to it. A visitor who never scrolls that far never pays for
 * drawing it. The structured data, which search engines read, comes after the load.
 */
export function DeferredFooter({ flush = false }: FooterProps) {
  const placeholder = useRef<HTMLElement>(null)
  const near = useNearScreen(placeholder, FOOTER_NEAR_MARGIN)
  const [Footer, setFooter] = useState<ComponentType<FooterProps> | null>(() => loaded)
  useEffect(() => {
    if (Footer) return
    return afterLoad(() => void footerCode().catch(reportFailure))
  }, [Footer])
  useEffect(() => {
    if (Footer || !near) return
    let active = true
    footerCode()
      .then((LoadedFooter) => {
        if (active) startTransition(() => setFooter(() => LoadedFooter))
      })
      .catch(reportFailure)
    return () => {
      active = false
    }
  }, [Footer, near])
  return (
    <>
      <DeferredStructuredData />
      {Footer ? <Footer flush={flush} /> : <FooterPlaceholder ref={placeholder} flush={flush} />}
    </>
  )
}
