import BottomNavigation from '@mui/material/BottomNavigation'
import BottomNavigationAction from '@mui/material/BottomNavigationAction'
import { Link as RouterLink } from 'react-router'
import { useNavBadges } from '../hooks/use-nav-badges'
import type { NavItem } from './dashboard-nav-items'

const actionSx = (edge: 'top' | 'bottom', widths: 'equal' | 'by-label') =>
  ({
    // By label: a longer label ('Opiniones' with its count) takes the room a short one leaves.
    flex: widths === 'equal' ? 1 : '1 1 auto',
    // A short label ('Hoy') still leaves a place a thumb can hit.
    minWidth: widths === 'equal' ? 0 : 48,
    minHeight: 44,
    px: 0.5,
    color: 'text.secondary',
    '&.Mui-selected': {
      color: 'primary.main',
      // The current place also by shape, not by colour alone: a bar on the edge by the page.
      boxShadow: `inset 0 ${edge === 'top' ? 3 : -3}px 0 currentColor`,
    },
    '& .MuiBottomNavigationAction-label': { fontSize: '0.75rem', whiteSpace: 'nowrap' },
    '& .MuiBottomNavigationAction-label.Mui-selected': { fontSize: '0.8rem', fontWeight: 700 },
  }) as const

interface PhoneNavActionsProps {
  items: readonly NavItem[]
  active: NavItem | undefined
  /** The row's edge by the page, where the current place is marked. */
  edge: 'top' | 'bottom'
  height: number
  /** Each place as wide as the others (the default), or as its label needs. */
  widths?: 'equal' | 'by-label'
}

/**
 * A phone's row of places, icon over label, each a link sharing the width; the current one is
 * marked (aria-current) and the counted ones show their count on the icon.
 */
export function PhoneNavActions({
  items,
  active,
  edge,
  height,
  widths = 'equal',
}: PhoneNavActionsProps) {
  const badges = useNavBadges()
  const current = active !== undefined && items.includes(active) ? active.to : false
  return (
    <BottomNavigation showLabels value={current} sx={{ height, flex: 1, minWidth: 0 }}>
      {items.map((item) => (
        <BottomNavigationAction
          key={item.to}
          component={RouterLink}
          to={item.to}
          value={item.to}
          label={item.label}
          icon={badges.icon(item)}
          aria-label={badges.name(item)}
          aria-current={item === active ? 'page' : undefined}
          sx={actionSx(edge, widths)}
        />
      ))}
    </BottomNavigation>
  )
}
