import Box from '@mui/material/Box'
import { brand } from '@/config/theme'
import { SHOP_NAV_ITEMS, type NavItem } from './dashboard-nav-items'
import { PanelAccountMenu } from './panel-account-menu'
import { PhoneNavActions } from './phone-nav-actions'

/** Height of the phone's top bar, which stays at the top of the screen. */
export const TOP_BAR_HEIGHT = 56

/** The name of the phone's top row of places, beside the tab bar's 'Panel'. */
export const TOP_BAR_NAV_NAME = 'Otras secciones'

interface PhoneTopBarProps {
  active: NavItem | undefined
  email: string | null
  signingOut: boolean
  onSignOut: () => void
}

/**
 * The phone's top bar: the shop's places beyond the specification's menu (Inicio, Hoy, Sellos,
 * Opiniones with its unread count, Tienda), one tap away on every screen, and 'Cuenta'.
 */
export function PhoneTopBar({ active, email, signingOut, onSignOut }: PhoneTopBarProps) {
  return (
    <Box
      component="header"
      sx={{
        display: { xs: 'flex', sm: 'none' },
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        alignItems: 'stretch',
        gap: 0.5,
        px: 0.5,
        bgcolor: 'background.paper',
        borderBottom: `1px solid ${brand.orange}33`,
      }}
    >
      <Box
        component="nav"
        aria-label={TOP_BAR_NAV_NAME}
        sx={{ display: 'flex', flex: 1, minWidth: 0 }}
      >
        <PhoneNavActions
          items={SHOP_NAV_ITEMS}
          active={active}
          edge="bottom"
          height={TOP_BAR_HEIGHT}
          widths="by-label"
        />
      </Box>
      <PanelAccountMenu email={email} signingOut={signingOut} onSignOut={onSignOut} />
    </Box>
  )
}
