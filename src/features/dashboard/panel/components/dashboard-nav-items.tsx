import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome'
import FastfoodIcon from '@mui/icons-material/Fastfood'
import GroupsIcon from '@mui/icons-material/Groups'
import HomeIcon from '@mui/icons-material/Home'
import IcecreamIcon from '@mui/icons-material/Icecream'
import LoyaltyIcon from '@mui/icons-material/Loyalty'
import LocalDrinkIcon from '@mui/icons-material/LocalDrink'
import RateReviewIcon from '@mui/icons-material/RateReview'
import StoreIcon from '@mui/icons-material/Store'
import TodayIcon from '@mui/icons-material/Today'
import type { ReactElement } from 'react'
import {
  HOME_PATH,
  OPINIONS_PATH,
  SECTION_KEYS,
  SECTIONS,
  SHOP_PATH,
  STAMPS_PATH,
  TODAY_PATH,
} from '../../shared/sections'

export interface NavItem {
  label: string
  to: string
  /** Paths that belong to this entry (its list, create and edit screens); none: only `to`. */
  prefixes: string[]
  icon: ReactElement
}

const section = (key: keyof typeof SECTIONS, icon: ReactElement): NavItem => {
  const { label, listPath, itemsPath } = SECTIONS[key]
  return { label, to: listPath, prefixes: itemsPath ? [listPath, itemsPath] : [listPath], icon }
}

export const NAV_ITEMS: NavItem[] = [
  { label: 'Inicio', to: HOME_PATH, prefixes: [], icon: <HomeIcon /> },
  { label: 'Hoy', to: TODAY_PATH, prefixes: [TODAY_PATH], icon: <TodayIcon /> },
  { label: 'Sellos', to: STAMPS_PATH, prefixes: [STAMPS_PATH], icon: <LoyaltyIcon /> },
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

const withoutTrailingSlash = (pathname: string) => pathname.replace(/(.)\/$/, '$1')

/** The menu entry a path belongs to, if any. */
export const activeNavItem = (pathname: string) =>
  NAV_ITEMS.find((item) =>
    item.prefixes.length === 0
      ? withoutTrailingSlash(pathname) === item.to
      : item.prefixes.some((prefix) => within(pathname, prefix)),
  )

const SECTION_PATHS: readonly string[] = SECTION_KEYS.map((key) => SECTIONS[key].listPath)

/**
 * The specification's menu, on phones the bottom tab bar: Comidas, Helados, Bebidas, Misterio,
 * Clientes, in that order.
 */
export const SECTION_NAV_ITEMS = NAV_ITEMS.filter((item) => SECTION_PATHS.includes(item.to))

/** The shop's other places (Inicio, Hoy, Sellos, Opiniones, Tienda): on phones, the top bar. */
export const SHOP_NAV_ITEMS = NAV_ITEMS.filter((item) => !SECTION_PATHS.includes(item.to))
