import MoreVertIcon from '@mui/icons-material/MoreVert'
import IconButton from '@mui/material/IconButton'
import { useEffect, useId, useRef, useState } from 'react'
import { useIsFirstLook } from '@/lib/startup/first-look'
import type { MorePagesDropdown as DropdownComponent } from './more-pages-dropdown'
import { firstLookMenuWasOpen } from './first-look-menu'
import { MorePagesPopover } from './more-pages-popover'

type Dropdown = typeof DropdownComponent

let pending: Promise<Dropdown> | undefined

/** The dropdown's code (MUI's Menu, with Modal, Popover and transitions), fetched once. */
function loadDropdown(): Promise<Dropdown> {
  pending ??= import('./more-pages-dropdown').then(
    (module) => module.MorePagesDropdown,
    (error: unknown) => {
      pending = undefined
      throw error
    },
  )
  return pending
}

/** Starts the download as the visitor reaches for the button, a moment before the click. */
const warmUp = () => {
  loadDropdown().catch(() => undefined)
}

/** The three-dots button: plain links in a page's first look, the app's dropdown after. */
export function MorePagesMenu() {
  return useIsFirstLook() ? <MorePagesPopover /> : <MorePagesDropdownButton />
}

/**
 * The three-dots button and its dropdown of the extra pages; closes when one is chosen. The
 * dropdown is not part of the first download: its code comes when the button is first used.
 */
function MorePagesDropdownButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [MorePagesDropdown, setDropdown] = useState<Dropdown | null>(null)
  const menuId = useId()
  const close = () => setAnchor(null)
  const button = useRef<HTMLButtonElement>(null)
  // A menu the visitor opened in the first look stays open when the app replaces it.
  useEffect(() => {
    if (firstLookMenuWasOpen()) button.current?.click()
  }, [])

  const open = (button: HTMLElement) => {
    setAnchor(button)
    if (MorePagesDropdown) return
    loadDropdown().then(
      (component) => setDropdown(() => component),
      (error: unknown) => {
        // Lost on a weak connection: the button stays closed and the next press tries again.
        console.error('No se pudo cargar el menú de páginas', error)
        setAnchor(null)
      },
    )
  }

  return (
    <>
      <IconButton
        ref={button}
        aria-label="Más páginas"
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => open(event.currentTarget)}
        onPointerEnter={warmUp}
        onFocus={warmUp}
        sx={{ color: 'text.primary' }}
      >
        <MoreVertIcon />
      </IconButton>
      {MorePagesDropdown && <MorePagesDropdown id={menuId} anchor={anchor} onClose={close} />}
    </>
  )
}
