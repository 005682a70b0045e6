import Box from '@mui/material/Box'
import { Outlet, useLocation } from 'react-router'
import { DeferredFooter } from '@/components/layout/deferred-footer'
import { Header } from '@/components/layout/header'
import { PublicPageHead } from '@/components/seo/public-page-head'
import { HEADER_HEIGHT } from '@/config/theme'
import { pagePath, sitePageAt } from '@/config/pages'
import { ScrollToTop } from '@/components/layout/scroll-to-top'
import { DeferredOpinionForm } from '@/features/opinions/components/deferred-opinion-form'

export function PublicLayout() {
  const { pathname } = useLocation()
  const path = pagePath(pathname)
  const isMystery = path === '/pagina-misteriosa'
  return (
    <>
      <PublicPageHead />
      <ScrollToTop />
      <Header />
      <Box
        component="main"
        id="contenido"
        sx={{ pt: { xs: `${HEADER_HEIGHT.xs}px`, md: `${HEADER_HEIGHT.md}px` }, minHeight: '70vh' }}
      >
        <Outlet />
        {/* Unknown addresses show the Comidas menu, and its form. */}
        {(sitePageAt(path)?.opinionForm ?? true) && <DeferredOpinionForm />}
      </Box>
      <DeferredFooter flush={isMystery} />
    </>
  )
}
