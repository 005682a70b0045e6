import BottomNavigation from '@mui/material/BottomNavigation'
import BottomNavigationAction from '@mui/material/BottomNavigationAction'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import LogoutIcon from '@mui/icons-material/Logout'
import StorefrontIcon from '@mui/icons-material/Storefront'
import { useState, type ReactElement, type ReactNode } from 'react'
import { Link as RouterLink, useLocation } from 'react-router'
import { LogoMark } from '@/components/brand/logo-mark'
import { brand, headingFont } from '@/config/theme'
import { useShopSettings } from '@/lib/shop/use-shop-settings'
import { PENDING_CAP, usePendingCount } from '../hooks/use-entries'
import { SECTIONS } from '../sections'
import { activeNavItem, NAV_ITEMS, type NavItem } from './dashboard-nav-items'

export const SIDE_MENU_WIDTH = 240
/** Height of the phone's bottom tab bar, which content and snackbars leave free. */
export const BOTTOM_BAR_HEIGHT = 64

interface DashboardLayoutProps {
  /** The signed-in admin's address, shown beside 'Cerrar sesión'. */
  email: string | null
  onSignOut: () => Promise<void>
  children: ReactNode
}

function useSignOutAction(onSignOut: () => Promise<void>) {
  const [signingOut, setSigningOut] = useState(false)
  const signOut = () => {
    setSigningOut(true)
    void onSignOut().finally(() => setSigningOut(false))
  }
  return { signingOut, signOut }
}

/**
 * An icon with a red count at its corner, none at zero. The icon keeps its element whatever the
 * count does: a count that arrives while the entry is pressed must not replace the element under
 * the finger or pointer, or the browser drops the click. The entry's name says the count.
 */
function CountedIcon({ icon, count }: { icon: ReactElement; count: number }) {
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
      {icon}
      {count > 0 && (
        <Box
          component="span"
          aria-hidden
          data-count
          sx={{
            position: 'absolute',
            top: 0,
            right: 0,
            transform: 'translate(50%, -50%)',
            minWidth: 20,
            height: 20,
            px: 0.75,
            borderRadius: 10,
            boxSizing: 'border-box',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'error.main',
            color: 'error.contrastText',
            fontSize: '0.75rem',
            fontWeight: 500,
            lineHeight: 1,
          }}
        >
          {count > PENDING_CAP ? `${PENDING_CAP}+` : count}
        </Box>
      )}
    </Box>
  )
}

/** A menu entry's icon and name, with how many free-cone pictures wait on Clientes. */
function useNavBadges() {
  const pending = usePendingCount()
  const counts = (item: NavItem) => item.to === SECTIONS.clientes.listPath
  const waiting = (item: NavItem) => (counts(item) ? (pending ?? 0) : 0)
  return {
    icon: (item: NavItem) =>
      counts(item) ? <CountedIcon icon={item.icon} count={waiting(item)} /> : item.icon,
    name: (item: NavItem) =>
      waiting(item) > 0
        ? `${item.label}, ${waiting(item) > PENDING_CAP ? `más de ${PENDING_CAP}` : waiting(item)} por revisar`
        : undefined,
  }
}

/** The dashboard's frame: a side menu on wide screens, a bottom tab bar below 600 px. */
export function DashboardLayout({ email, onSignOut, children }: DashboardLayoutProps) {
  const { nombre } = useShopSettings()
  const { pathname } = useLocation()
  const active = activeNavItem(pathname)
  const { signingOut, signOut } = useSignOutAction(onSignOut)
  const badges = useNavBadges()

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
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
          {email && (
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {email}
            </Typography>
          )}
          <Button
            variant="outlined"
            startIcon={<LogoutIcon />}
            onClick={signOut}
            disabled={signingOut}
          >
            Cerrar sesión
          </Button>
          <Button component={RouterLink} to="/" startIcon={<StorefrontIcon />} size="small">
            Ver el sitio
          </Button>
        </Box>
      </Box>

      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {/* Phones: a slim top bar with the account actions. */}
        <Box
          component="header"
          sx={{
            display: { xs: 'flex', sm: 'none' },
            alignItems: 'center',
            gap: 1,
            px: 2,
            py: 1,
            bgcolor: 'background.paper',
            borderBottom: `1px solid ${brand.orange}33`,
          }}
        >
          <LogoMark size={36} />
          <Typography
            sx={{ flex: 1, fontFamily: headingFont, fontSize: '1.15rem', color: 'primary.main' }}
          >
            Panel
          </Typography>
          <Tooltip title="Ver el sitio">
            <IconButton component={RouterLink} to="/" aria-label="Ver el sitio">
              <StorefrontIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title="Cerrar sesión">
            <span>
              <IconButton onClick={signOut} disabled={signingOut} aria-label="Cerrar sesión">
                <LogoutIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Box>

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
            maxWidth: 1200,
            width: '100%',
            mx: 'auto',
          }}
        >
          {children}
        </Box>
      </Box>

      {/* Phones: bottom tab bar. */}
      <Paper
        component="nav"
        aria-label="Panel"
        elevation={8}
        sx={{
          display: { xs: 'block', sm: 'none' },
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: 'appBar',
          pb: 'env(safe-area-inset-bottom)',
        }}
      >
        <BottomNavigation showLabels value={active?.to ?? false} sx={{ height: BOTTOM_BAR_HEIGHT }}>
          {NAV_ITEMS.map((item) => (
            <BottomNavigationAction
              key={item.to}
              component={RouterLink}
              to={item.to}
              value={item.to}
              label={item.label}
              icon={badges.icon(item)}
              aria-label={badges.name(item)}
              aria-current={item === active ? 'page' : undefined}
              sx={{
                minWidth: 0,
                px: 0.25,
                color: 'text.secondary',
                '&.Mui-selected': { color: 'primary.main' },
                '& .MuiBottomNavigationAction-label': { fontSize: '0.68rem', whiteSpace: 'nowrap' },
                '& .MuiBottomNavigationAction-label.Mui-selected': { fontSize: '0.72rem' },
              }}
            />
          ))}
        </BottomNavigation>
      </Paper>
    </Box>
  )
}
