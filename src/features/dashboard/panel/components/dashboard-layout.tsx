import Box from '@mui/material/Box'
import GlobalStyles from '@mui/material/GlobalStyles'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import { snackbarClasses } from '@mui/material/Snackbar'
import Typography from '@mui/material/Typography'
import { useDeferredValue, useState, type ReactNode } from 'react'
import { Link as RouterLink, useLocation } from 'react-router'
import { LogoMark } from '@/components/brand/logo-mark'
import { brand, headingFont } from '@/config/theme'
import { useShopSettings } from '@/lib/shop/use-shop-settings'
import { useActivity } from '../../shared/hooks/use-activity'
import { ActivityProvider } from './activity-provider'
import { activeNavItem, NAV_ITEMS } from './dashboard-nav-items'
import { useNavBadges } from '../hooks/use-nav-badges'
import { BOTTOM_BAR_HEIGHT, PhoneTabBar } from './phone-tab-bar'
import { PhoneTopBar, TOP_BAR_HEIGHT } from './phone-top-bar'
import { AccountActions } from './account-actions'

export const SIDE_MENU_WIDTH = 240

/** Room for the messages at the bottom of the screen: two lines, or 'Deshacer' above another. */
const MESSAGE_ROOM = 128

interface DashboardLayoutProps {
  /** The signed-in admin's address, shown beside 'Cerrar sesión'. */
  email: string | null
  onSignOut: () => Promise<void>
  children: ReactNode
}

/**
 * The screen, drawn in a render of its own just after the panel's frame: a phone at the counter
 * then makes two shorter changes to the page instead of one long one. Only this part renders
 * again for it, not the frame.
 */
function ScreenAfterFrame({ children }: { children: ReactNode }) {
  const drawn = useDeferredValue(true, false)
  return drawn ? children : null
}

/** Signing out stops the panel's live counts first: no listener outlives the session. */
function useSignOutAction(onSignOut: () => Promise<void>) {
  const [signingOut, setSigningOut] = useState(false)
  const { stop } = useActivity()
  const signOut = () => {
    setSigningOut(true)
    stop()
    void onSignOut().finally(() => setSigningOut(false))
  }
  return { signingOut, signOut }
}

/**
 * The dashboard's frame: a side menu with every place on wide screens; below 600 px (the
 * specification's small-screen breakpoint) its menu as a bottom tab bar and the shop's other
 * places in a top bar. The live counts of what is new start with it and are shared by every
 * screen inside.
 */
export function DashboardLayout(props: DashboardLayoutProps) {
  return (
    <ActivityProvider>
      <DashboardFrame {...props} />
    </ActivityProvider>
  )
}

function DashboardFrame({ email, onSignOut, children }: DashboardLayoutProps) {
  const { nombre } = useShopSettings()
  const { pathname } = useLocation()
  const active = activeNavItem(pathname)
  const { signingOut, signOut } = useSignOutAction(onSignOut)
  const badges = useNavBadges()

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {/* On phones, what gets the focus or is scrolled to stays clear of the two bars. */}
      <GlobalStyles
        styles={(theme) => ({
          html: {
            [theme.breakpoints.down('sm')]: {
              scrollPaddingTop: TOP_BAR_HEIGHT,
              scrollPaddingBottom: BOTTOM_BAR_HEIGHT,
            },
          },
        })}
      />
      {/* Wide screens: side menu. */}
      <Box
        component="aside"
        sx={{
          display: { xs: 'none', sm: 'flex' },
          flexDirection: 'column',
          width: SIDE_MENU_WIDTH,
          flexShrink: 0,
          position: 'sticky',
          top: 0,
          height: '100vh',
          bgcolor: 'background.paper',
          borderRight: `1px solid ${brand.orange}33`,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 3 }}>
          <LogoMark size={44} />
          <Box>
            <Typography
              sx={{
                fontFamily: headingFont,
                fontSize: '1.1rem',
                color: 'primary.main',
                whiteSpace: 'nowrap',
              }}
            >
              {nombre}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Panel de administración
            </Typography>
          </Box>
        </Box>
        <Box component="nav" aria-label="Panel" sx={{ flex: 1, overflowY: 'auto' }}>
          <List sx={{ px: 1.5 }}>
            {NAV_ITEMS.map((item) => {
              const selected = item === active
              return (
                <ListItem key={item.to} disablePadding>
                  <ListItemButton
                    component={RouterLink}
                    to={item.to}
                    selected={selected}
                    aria-current={selected ? 'page' : undefined}
                    aria-label={badges.name(item)}
                    sx={{
                      borderRadius: 2,
                      mb: 0.5,
                      width: '100%',
                      '&.Mui-selected': {
                        bgcolor: `${brand.orange}26`,
                        color: 'primary.dark',
                        fontWeight: 600,
                      },
                      '&.Mui-selected .MuiListItemIcon-root': { color: 'primary.main' },
                    }}
                  >
                    <ListItemIcon sx={{ minWidth: 40 }}>{badges.icon(item)}</ListItemIcon>
                    <ListItemText primary={item.label} />
                  </ListItemButton>
                </ListItem>
              )
            })}
          </List>
        </Box>
        <Box sx={{ p: 2, borderTop: `1px solid ${brand.orange}33`, display: 'grid', gap: 1 }}>
          <AccountActions email={email} signingOut={signingOut} onSignOut={signOut} />
        </Box>
      </Box>

      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {/* Phones: the shop's other places and the account, at the top of every screen. */}
        <PhoneTopBar active={active} email={email} signingOut={signingOut} onSignOut={signOut} />

        <Box
          component="main"
          id="contenido"
          sx={{
            flex: 1,
            px: { xs: 2, sm: 3, md: 4 },
            pt: { xs: 2, sm: 4 },
            pb: {
              xs: `calc(${BOTTOM_BAR_HEIGHT + 24}px + env(safe-area-inset-bottom))`,
              sm: 6,
            },
            // While a message shows at the bottom, the page can scroll its last buttons above it.
            [`&:has(.${snackbarClasses.root})`]: {
              pb: {
                xs: `calc(${BOTTOM_BAR_HEIGHT + 24 + MESSAGE_ROOM}px + env(safe-area-inset-bottom))`,
                sm: `${48 + MESSAGE_ROOM}px`,
              },
            },
            maxWidth: 1200,
            width: '100%',
            mx: 'auto',
          }}
        >
          <ScreenAfterFrame>{children}</ScreenAfterFrame>
        </Box>
      </Box>

      {/* Phones: bottom tab bar. */}
      <PhoneTabBar active={active} />
    </Box>
  )
}
