import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome'
import FastfoodIcon from '@mui/icons-material/Fastfood'
import GroupsIcon from '@mui/icons-material/Groups'
import IcecreamIcon from '@mui/icons-material/Icecream'
import LocalDrinkIcon from '@mui/icons-material/LocalDrink'
import RateReviewIcon from '@mui/icons-material/RateReview'
import StoreIcon from '@mui/icons-material/Store'
import type { ReactElement } from 'react'
import { OPINIONS_PATH, SECTIONS, SHOP_PATH } from '../sections'

export interface NavItem {
  label: string
  to: string
  /** Paths that belong to this entry (its list, create and edit screens). */
  prefixes: string[]
  icon: ReactElement
}

const section = (key: keyof typeof SECTIONS, icon: ReactElement): NavItem => {
  const { label, listPath, itemsPath } = SECTIONS[key]
  return { label, to: listPath, prefixes: itemsPath ? [listPath, itemsPath] : [listPath], icon }
}

export const NAV_ITEMS: NavItem[] = [
  section('comidas', <FastfoodIcon />),
  section('helados', <IcecreamIcon />),
  section('bebidas', <LocalDrinkIcon />),
  section('misterio', <AutoAwesomeIcon />),
  section('clientes', <GroupsIcon />),
  { label: 'Opiniones', to: OPINIONS_PATH, prefixes: [OPINIONS_PATH], icon: <RateReviewIcon /> },
  { label: 'Tienda', to: SHOP_PATH, prefixes: [SHOP_PATH], icon: <StoreIcon /> },
]

const within = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`)

/** The menu entry a path belongs to, if any. */
export const activeNavItem = (pathname: string) =>
  NAV_ITEMS.find((item) => item.prefixes.some((prefix) => within(pathname, prefix)))
