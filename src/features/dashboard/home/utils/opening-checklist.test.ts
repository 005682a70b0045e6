import type { MenuName } from '@/config/pages'
import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
import type { ShopSettings } from '@/lib/shop/settings'
import { openingChecklist } from './opening-checklist'

const ALL_MENUS = new Set<MenuName>(['comidas', 'helados', 'bebidas'])

/** Settings as a shop saved them, complete. */
const complete: ShopSettings = {
  ...DEFAULT_SETTINGS,
  telefono: '+57 311 222 3344',
  whatsapp: '573112223344',
  email: 'hola@la3.co',
  pagos: 'efectivo,nequi',
  nequi: '3112223344',
}

const keys = (saved: ShopSettings | null, menus: ReadonlySet<MenuName> = ALL_MENUS) =>
  openingChecklist(saved, menus).map((line) => line.key)

describe('openingChecklist', () => {
  it('is empty for a shop that saved everything and shows a picture in each menu', () => {
    expect(openingChecklist(complete, ALL_MENUS)).toEqual([])
  })

  it('with nothing ever saved, asks for every detail and each menu’s picture, each a tap away', () => {
    expect(openingChecklist(null, new Set())).toEqual([
      { key: 'whatsapp', label: 'WhatsApp', to: '/dashboard/tienda?campo=whatsapp' },
      { key: 'telefono', label: 'Teléfono', to: '/dashboard/tienda?campo=telefono' },
      { key: 'direccion', label: 'Dirección', to: '/dashboard/tienda?campo=direccion' },
      { key: 'horario', label: 'Horario', to: '/dashboard/tienda?campo=horario' },
      { key: 'comidas', label: 'Una foto en Comidas', to: '/dashboard/menu/crear' },
      { key: 'helados', label: 'Una foto en Helados', to: '/dashboard/helados/crear' },
      { key: 'bebidas', label: 'Una foto en Bebidas', to: '/dashboard/bebidas/crear' },
    ])
  })

  it('asks only for what is missing: a WhatsApp left empty, a menu without a picture', () => {
    expect(keys({ ...complete, whatsapp: '' }, new Set(['comidas', 'bebidas']))).toEqual([
      'whatsapp',
      'helados',
    ])
  })

  it('counts a week without an open day as no hours', () => {
    const closed = Object.fromEntries(Object.keys(complete.horario).map((day) => [day, '']))
    expect(keys({ ...complete, horario: closed as ShopSettings['horario'] })).toEqual(['horario'])
  })

  it('asks for the number of each payment method offered without one, not for cash', () => {
    const offered = { ...complete, pagos: 'efectivo,nequi,daviplata,breb', nequi: '', breb: '' }
    expect(openingChecklist(offered, ALL_MENUS)).toEqual([
      { key: 'nequi', label: 'Número de Nequi', to: '/dashboard/tienda?campo=nequi' },
      { key: 'daviplata', label: 'Número de Daviplata', to: '/dashboard/tienda?campo=daviplata' },
      { key: 'breb', label: 'Llave Bre-B', to: '/dashboard/tienda?campo=breb' },
    ])
    expect(keys({ ...complete, pagos: 'efectivo', nequi: '' })).toEqual([])
  })
})
