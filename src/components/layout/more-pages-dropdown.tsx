import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { Link } from 'react-router'
import { EXTRA_PAGES } from '@/config/navigation'
import { useShopSettings } from '@/lib/shop/use-shop-settings'

interface MorePagesDropdownProps {
  id: string
  anchor: HTMLElement | null
  onClose: () => void
}

/** The dropdown of the extra pages; MUI's Menu (Modal, Popover, transitions) comes with it. */
export function MorePagesDropdown({ id, anchor, onClose }: MorePagesDropdownProps) {
  const settings = useShopSettings()
  // A page the shop switched off (Tienda) is left out.
  const shownPages = EXTRA_PAGES.filter(
    (page) => page.when === undefined || settings[page.when] === 'si',
  )
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {shownPages.map((page) => (
        <MenuItem key={page.to} component={Link} to={page.to} onClick={onClose}>
          {page.label}
        </MenuItem>
      ))}
    </Menu>
  )
}
