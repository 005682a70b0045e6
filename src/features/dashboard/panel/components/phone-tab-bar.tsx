import BottomNavigation from '@mui/material/BottomNavigation'
import BottomNavigationAction from '@mui/material/BottomNavigationAction'
import Drawer from '@mui/material/Drawer'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import MoreHorizIcon from '@mui/icons-material/MoreHoriz'
import { useId, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { brand } from '@/config/theme'
import { useNavBadges } from '../hooks/use-nav-badges'
import { PHONE_BAR_ITEMS, PHONE_MORE_ITEMS, type NavItem } from './dashboard-nav-items'

/** Height of the phone's bottom tab bar, which content and snackbars leave free. */
export const BOTTOM_BAR_HEIGHT = 64

const MORE = 'mas'

const actionSx = {
  minWidth: 0,
  px: 0.5,
  color: 'text.secondary',
  '&.Mui-selected': { color: 'primary.main' },
  '& .MuiBottomNavigationAction-label': { fontSize: '0.75rem', whiteSpace: 'nowrap' },
  '& .MuiBottomNavigationAction-label.Mui-selected': { fontSize: '0.8rem' },
} as const

/**
 * The phone's tab bar: the screens used at the counter (Inicio, Hoy, Clientes, Opiniones) and
 * 'Más', which opens the others from the bottom of the screen.
 */
export function PhoneTabBar({ active }: { active: NavItem | undefined }) {
  const badges = useNavBadges()
  const [moreOpen, setMoreOpen] = useState(false)
  const moreTitleId = useId()
  const inMore = active !== undefined && PHONE_MORE_ITEMS.includes(active)
  return (
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
      <BottomNavigation
        showLabels
        value={inMore ? MORE : (active?.to ?? false)}
        sx={{ height: BOTTOM_BAR_HEIGHT }}
      >
        {PHONE_BAR_ITEMS.map((item) => (
          <BottomNavigationAction
            key={item.to}
            component={RouterLink}
            to={item.to}
            value={item.to}
            label={item.label}
            icon={badges.icon(item)}
            aria-label={badges.name(item)}
            aria-current={item === active ? 'page' : undefined}
            sx={actionSx}
          />
        ))}
        <BottomNavigationAction
          value={MORE}
          label="Más"
          icon={<MoreHorizIcon />}
          aria-haspopup="dialog"
          aria-expanded={moreOpen}
          onClick={() => setMoreOpen(true)}
          sx={actionSx}
        />
      </BottomNavigation>
      <Drawer
        anchor="bottom"
        open={moreOpen}
        onClose={() => setMoreOpen(false)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': moreTitleId,
            sx: {
              borderTopLeftRadius: 16,
              borderTopRightRadius: 16,
              pb: 'calc(8px + env(safe-area-inset-bottom))',
            },
          },
        }}
      >
        <Typography
          id={moreTitleId}
          sx={{ px: 3, pt: 2, pb: 1, fontWeight: 700, borderBottom: `1px solid ${brand.orange}33` }}
        >
          Más secciones
        </Typography>
        <List component="nav" aria-labelledby={moreTitleId}>
          {PHONE_MORE_ITEMS.map((item) => (
            <ListItemButton
              key={item.to}
              component={RouterLink}
              to={item.to}
              selected={item === active}
              aria-current={item === active ? 'page' : undefined}
              aria-label={badges.name(item)}
              onClick={() => setMoreOpen(false)}
              sx={{ px: 3, minHeight: 52 }}
            >
              <ListItemIcon sx={{ minWidth: 40, color: 'primary.main' }}>
                {badges.icon(item)}
              </ListItemIcon>
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
    </Paper>
  )
}
