import Box from '@mui/material/Box'
import { DeferredFooter } from '@/components/layout/deferred-footer'
import { Header } from '@/components/layout/header'
import { PageMeta } from '@/components/seo/page-meta'
import { HEADER_HEIGHT } from '@/config/theme'
import { SetPasswordPage } from '@/features/auth/components/set-password-page'

/**
 * /cuenta/contrasena: the page a password-reset link opens (Firebase's `mode` and `oobCode`),
 * with the site's header and footer. Not in the public pages' table: nothing of it is in their
 * first download, and no search engine lists it.
 */
export function Component() {
  return (
    <>
      <PageMeta
        title="Crea tu contraseña | Heladería en Colón, Putumayo"
        description="Crea la contraseña de tu cuenta del personal de la heladería."
        noindex
      />
      <Header />
      <Box
        component="main"
        id="contenido"
        sx={{ pt: { xs: `${HEADER_HEIGHT.xs}px`, md: `${HEADER_HEIGHT.md}px` }, minHeight: '70vh' }}
      >
        <SetPasswordPage />
      </Box>
      <DeferredFooter />
    </>
  )
}
