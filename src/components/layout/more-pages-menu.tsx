import MoreVertIcon from '@mui/icons-material/MoreVert'
import IconButton from '@mui/material/IconButton'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { EXTRA_PAGES } from '@/config/navigation'

/** The three-dots button and its dropdown of the extra pages; closes when one is chosen. */
export function MorePagesMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuId = useId()
  const close = () => setAnchor(null)
  return (
    <>
      <IconButton
        aria-label="Más páginas"
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ color: 'text.primary' }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {EXTRA_PAGES.map((page) => (
          <MenuItem key={page.to} component={Link} to={page.to} onClick={close}>
            {page.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
