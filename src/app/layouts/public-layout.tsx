import Box from '@mui/material/Box'
import { Outlet, useLocation } from 'react-router'
import { DeferredFooter } from '@/components/layout/deferred-footer'
import { Header } from '@/components/layout/header'
import { HEADER_HEIGHT } from '@/config/theme'
import { pagePath } from '@/lib/page-path'
import { ScrollToTop } from '@/components/layout/scroll-to-top'
import { DeferredOpinionForm } from '@/features/opinions/components/deferred-opinion-form'

/** Pages that carry their own content instead of the shared opinion form at the bottom. */
const WITHOUT_OPINION_FORM = ['/pagina-misteriosa', '/cono-gratis', '/danos-tu-opinion']

export function PublicLayout() {
  const { pathname } = useLocation()
  const path = pagePath(pathname)
  const isMystery = path === '/pagina-misteriosa'
  return (
    <>
      <ScrollToTop />
      <Header />
      <Box
        component="main"
        id="contenido"
        sx={{ pt: { xs: `${HEADER_HEIGHT.xs}px`, md: `${HEADER_HEIGHT.md}px` }, minHeight: '70vh' }}
      >
        <Outlet />
        {!WITHOUT_OPINION_FORM.includes(path) && <DeferredOpinionForm />}
      </Box>
      <DeferredFooter flush={isMystery} />
    </>
  )
}
