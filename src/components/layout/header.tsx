import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Toolbar from '@mui/material/Toolbar'
import { Suspense } from 'react'
import { LogoMark } from '@/components/brand/logo-mark'
import { brand, HEADER_HEIGHT, headingFont } from '@/config/theme'
import { SHOP_HREFS } from '@/lib/shop/links'
import { lazyOptional } from '@/lib/startup/lazy-optional'
import { isAnnouncementShown } from '@/lib/shop/announcement'
import { useShopSettings } from '@/lib/shop/use-shop-settings'
import { CategoryTabs } from './category-tabs'
import { MorePagesMenu } from './more-pages-menu'

/** The staff's notice: its code comes only when there is one to show. */
const Announcement = lazyOptional(() =>
  import('./announcement').then((module) => module.Announcement),
)

/** Fixed, translucent header: logo, the category switcher and the extra pages. */
export function Header() {
  const settings = useShopSettings()
  const linkPage = settings.enlacesUrl !== ''
  return (
    <AppBar
      position="fixed"
      elevation={0}
      sx={{
        // Translucent without a backdrop blur, which slow phones redraw at great cost.
        bgcolor: 'rgba(255, 248, 240, 0.94)',
        borderBottom: '1px solid rgba(191, 72, 0, 0.15)',
        color: 'text.primary',
      }}
    >
      <Toolbar
        sx={{
          minHeight: { xs: HEADER_HEIGHT.xs, md: HEADER_HEIGHT.md },
          gap: 1,
          justifyContent: 'space-between',
          px: { xs: 1, sm: 2, md: 4 },
        }}
      >
        {/* A plain link: MUI's Link would bring its typography for a logo and a name. */}
        <Box
          component="a"
          href={SHOP_HREFS.enlaces(settings)}
          data-ajuste-href="enlaces"
          {...(linkPage && { target: '_blank', rel: 'noopener noreferrer' })}
          aria-label={
            linkPage
              ? `${settings.nombre}: todos nuestros enlaces (se abre en otra pestaña)`
              : `${settings.nombre}: inicio`
          }
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: 'inherit',
            textDecoration: 'none',
            borderRadius: 1,
            '&:focus-visible': { outline: `3px solid ${brand.darkOrange}`, outlineOffset: 2 },
          }}
        >
          <Box sx={{ display: { xs: 'block', md: 'none' } }}>
            <LogoMark size={40} />
          </Box>
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <LogoMark size={52} />
          </Box>
          <Box
            component="span"
            sx={{
              display: { xs: 'none', md: 'inline' },
              fontFamily: headingFont,
              fontSize: '1.5rem',
              color: 'primary.main',
            }}
          >
            <span data-ajuste="nombre">{settings.nombre}</span>
          </Box>
        </Box>
        <CategoryTabs />
        <MorePagesMenu />
      </Toolbar>
      {isAnnouncementShown(settings) && (
        <Suspense fallback={null}>
          <Announcement settings={settings} />
        </Suspense>
      )}
    </AppBar>
  )
}
