import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { Link } from 'react-router'
import { EXTRA_PAGES } from '@/config/navigation'

interface MorePagesDropdownProps {
  id: string
  anchor: HTMLElement | null
  onClose: () => void
}

/** The dropdown of the extra pages; MUI's Menu (Modal, Popover, transitions) comes with it. */
export function MorePagesDropdown({ id, anchor, onClose }: MorePagesDropdownProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {EXTRA_PAGES.map((page) => (
        <MenuItem key={page.to} component={Link} to={page.to} onClick={onClose}>
          {page.label}
        </MenuItem>
      ))}
    </Menu>
  )
}
