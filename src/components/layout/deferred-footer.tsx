import Box from '@mui/material/Box'
import { startTransition, useEffect, useState, type ComponentType } from 'react'
import { afterLoad } from '@/lib/startup/after-load'

interface FooterProps {
  flush?: boolean
}

let loaded: ComponentType<FooterProps> | null = null

/** The footer's colour and a height like its own, kept while its code arrives. */
function FooterPlaceholder({ flush = false }: FooterProps) {
  return (
    <Box
      component="footer"
      aria-hidden
      sx={{ bgcolor: '#3A1D0C', mt: flush ? 0 : 6, minHeight: { xs: 900, sm: 560, md: 420 } }}
    />
  )
}

/**
 * The footer (the shop's hours, contacts and links, and what search engines read about the shop)
 * is below every page's first screen: its code comes once the page has loaded, out of the first
 * download, and it is drawn with the staff's current settings.
 */
export function DeferredFooter({ flush = false }: FooterProps) {
  const [Footer, setFooter] = useState<ComponentType<FooterProps> | null>(() => loaded)
  useEffect(() => {
    if (Footer) return
    let active = true
    const cancel = afterLoad(() => {
      import('./footer-with-data')
        .then(({ FooterWithData }) => {
          loaded = FooterWithData
          if (active) startTransition(() => setFooter(() => FooterWithData))
        })
        .catch((error: unknown) => console.error('No se pudo cargar el pie de página', error))
    })
    return () => {
      active = false
      cancel()
    }
  }, [Footer])
  return Footer ? <Footer flush={flush} /> : <FooterPlaceholder flush={flush} />
}
