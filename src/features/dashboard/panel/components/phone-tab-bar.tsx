import Paper from '@mui/material/Paper'
import { SECTION_NAV_ITEMS, type NavItem } from './dashboard-nav-items'
import { PhoneNavActions } from './phone-nav-actions'

/** Height of the phone's bottom tab bar, which content and snackbars leave free. */
export const BOTTOM_BAR_HEIGHT = 64

/**
 * The phone's tab bar: the specification's menu, Comidas, Helados, Bebidas, Misterio and
 * Clientes (with the pictures waiting for review). The shop's other places are in the top bar.
 */
export function PhoneTabBar({ active }: { active: NavItem | undefined }) {
  return (
    <Paper
      component="nav"
      aria-label="Panel"
      elevation={8}
      sx={{
        display: { xs: 'flex', sm: 'none' },
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 'appBar',
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <PhoneNavActions
        items={SECTION_NAV_ITEMS}
        active={active}
        edge="top"
        height={BOTTOM_BAR_HEIGHT}
      />
    </Paper>
  )
}
