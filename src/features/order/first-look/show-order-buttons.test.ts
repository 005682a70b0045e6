// @vitest-environment jsdom
import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
import type { TodayList } from '@/lib/data/today-list'
import { ORDER_BUTTON_PART, showFirstLookOrderButtons } from './show-order-buttons'

const list: TodayList = {
  items: [
    { id: 'mora000001', nombre: 'Mora', precio: 4000, nota: '', agotado: false },
    { id: 'chicle0001', nombre: 'Chicle', precio: 4000, nota: '', agotado: true },
    { id: 'cono000001', nombre: 'Cono', precio: null, nota: '', agotado: false },
  ],
  actualizado: null,
}
const orders = { ...DEFAULT_SETTINGS, pedidos: 'si', whatsapp: '573001234567' }

describe('showFirstLookOrderButtons', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <div data-first-look><ul>
        ${list.items.map((item) => `<li><span data-order-slot="${item.id}"></span></li>`).join('')}
      </ul><template data-first-look-part="${ORDER_BUTTON_PART}">
        <span class="lugar"><button>Agregar</button></span></template></div>`
  })

  const buttons = () =>
    [...document.querySelectorAll('[data-order-slot] button')].map((button) =>
      button.getAttribute('aria-label'),
    )

  it("puts an 'Agregar' on each available item with a price, once, saying 'Cargando…' when tapped", () => {
    expect(showFirstLookOrderButtons(list, orders)).toBe(1)
    expect(showFirstLookOrderButtons(list, orders)).toBe(0)
    expect(buttons()).toEqual(['Agregar Mora'])
    expect(document.querySelector('[data-order-slot] button')).toHaveAttribute('data-says-waiting')
  })

  it('puts none while the shop takes no orders, or has no WhatsApp to send them to', () => {
    expect(showFirstLookOrderButtons(list, { ...orders, pedidos: '' })).toBe(0)
    expect(showFirstLookOrderButtons(list, { ...orders, whatsapp: '' })).toBe(0)
    expect(buttons()).toEqual([])
  })
})
