import { bodyFont, headingFont } from '@/config/fonts'
import {
  inServingOrder,
  ORDER_SLOT_ATTR,
  type TodayItem,
  type TodayList,
} from '@/lib/data/today-list'
import { formatPrice, formatUpdated } from '@/lib/shop/today-texts'

/**
 * Today's list as plain elements with inline styles: the menu page (React) and its first look
 * (the DOM, before the app runs) both draw it from this, so the app's first render puts the very
 * same box where the first look drew it and nothing below it moves.
 */
export interface ViewNode {
  tag: 'section' | 'h2' | 'p' | 'ul' | 'li' | 'span'
  style?: Record<string, string>
  attrs?: Record<string, string>
  children: (ViewNode | string)[]
}

/**
 * The faces the list is drawn in, ready before the first look draws it (no swap moves it): the
 * web fonts of bodyFont and headingFont alone (fonts-loaded.ts says why).
 */
export const TODAY_LIST_FONTS = [
  '400 1rem Poppins',
  '600 1rem Poppins',
  '400 1.5rem "Abril Fatface"',
] as const

const INK = '#2B1A10'
const MUTED = '#5C4433'

const SECTION = {
  boxSizing: 'border-box',
  maxWidth: '33.5rem',
  margin: '0 auto 24px',
  padding: '16px 20px',
  borderRadius: '24px',
  backgroundColor: '#fff',
  boxShadow: '0 6px 20px rgba(43, 26, 16, 0.12)',
  color: INK,
  fontFamily: bodyFont,
  fontSize: '1rem',
  lineHeight: '1.5',
}
const HEADING = {
  margin: '0',
  fontFamily: headingFont,
  fontWeight: '400',
  fontSize: '1.5rem',
  lineHeight: '1.2',
}
const UPDATED = { margin: '2px 0 4px', fontSize: '0.85rem', color: MUTED }
const LIST = { listStyle: 'none', margin: '0', padding: '0' }
const ROW = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: '12px',
  padding: '8px 0',
}
const DIVIDER = { borderTop: '1px solid #F1E3D3' }
const NAME = { fontWeight: '600', overflowWrap: 'anywhere' }
const NOTE = { display: 'block', fontSize: '0.85rem', color: MUTED }
const PRICE = { fontWeight: '600', whiteSpace: 'nowrap' }
const PRICE_END = { display: 'flex', alignItems: 'center', gap: '12px', flexShrink: '0' }
/**
 * Room for an order's 'Agregar' (its button's width), kept whether or not the shop takes orders
 * today: the button comes after the page has loaded and must move nothing when it does.
 */
const ORDER_SLOT = { display: 'inline-flex', justifyContent: 'flex-end', minWidth: '88px' }

const SOLD_OUT = {
  flexShrink: '0',
  padding: '0 10px',
  borderRadius: '999px',
  backgroundColor: '#FDECEA',
  color: '#8A1C1C',
  fontSize: '0.8rem',
  fontWeight: '600',
  whiteSpace: 'nowrap',
}

/** The id of the list's heading on a menu's page. */
export const todayHeadingId = (menu: string) => `hoy-${menu}`

function itemRow(item: TodayItem, index: number): ViewNode {
  const name: ViewNode = {
    tag: 'span',
    style: item.agotado ? { ...NAME, color: MUTED, textDecoration: 'line-through' } : NAME,
    children: [item.nombre],
  }
  const note: ViewNode[] =
    item.nota === '' ? [] : [{ tag: 'span', style: NOTE, children: [item.nota] }]
  const end: ViewNode[] = item.agotado
    ? [{ tag: 'span', style: SOLD_OUT, children: ['Agotado'] }]
    : item.precio === null
      ? []
      : [
          {
            tag: 'span',
            style: PRICE_END,
            children: [
              { tag: 'span', style: PRICE, children: [formatPrice(item.precio)] },
              {
                tag: 'span',
                style: ORDER_SLOT,
                attrs: { [ORDER_SLOT_ATTR]: item.id },
                children: [],
              },
            ],
          },
        ]
  return {
    tag: 'li',
    style: index === 0 ? ROW : { ...ROW, ...DIVIDER },
    attrs: { 'data-today-item': item.agotado ? 'agotado' : 'disponible' },
    children: [{ tag: 'span', children: [name, ...note] }, ...end],
  }
}

/** The list's box, or null when the staff keep no list for this menu. */
export function todayListView(menu: string, list: TodayList, now: Date): ViewNode | null {
  if (list.items.length === 0) return null
  const headingId = todayHeadingId(menu)
  const updated: ViewNode[] = list.actualizado
    ? [{ tag: 'p', style: UPDATED, children: [formatUpdated(list.actualizado, now)] }]
    : []
  return {
    tag: 'section',
    style: SECTION,
    attrs: { 'aria-labelledby': headingId, 'data-today-list': menu },
    children: [
      { tag: 'h2', style: HEADING, attrs: { id: headingId }, children: ['Hoy en la carta'] },
      ...updated,
      { tag: 'ul', style: LIST, children: inServingOrder(list.items).map(itemRow) },
    ],
  }
}

/** Builds the elements of `node` in `doc` (the first look's drawing of the list). */
export function toElement(node: ViewNode, doc: Document): HTMLElement {
  const element = doc.createElement(node.tag)
  Object.assign(element.style, node.style)
  for (const [name, value] of Object.entries(node.attrs ?? {})) element.setAttribute(name, value)
  for (const child of node.children)
    element.append(typeof child === 'string' ? child : toElement(child, doc))
  return element
}
