import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
import { menuOrderGreeting, SHOP_HREFS, whatsappChat } from './links'

const settings = { ...DEFAULT_SETTINGS, nombre: 'Helados La 3', whatsapp: '573001234567' }

describe('menuOrderGreeting', () => {
  it('greets the shop by name and names the menu, ready for the order to be typed after it', () => {
    expect(menuOrderGreeting(settings, 'helados')).toBe(
      '¡Hola, Helados La 3! Vi el menú de helados en la página y quiero pedir: ',
    )
    expect(menuOrderGreeting(settings, 'bebidas')).toContain('el menú de bebidas')
  })
})

describe('whatsappChat', () => {
  it('opens a chat with the shop’s number, the greeting typed', () => {
    const href = new URL(whatsappChat(settings, menuOrderGreeting(settings, 'comidas')))
    expect(href.origin + href.pathname).toBe('https://wa.me/573001234567')
    expect(href.searchParams.get('text')).toBe(
      '¡Hola, Helados La 3! Vi el menú de comidas en la página y quiero pedir: ',
    )
  })

  it('is the footer’s link too, with its own greeting', () => {
    expect(SHOP_HREFS.whatsapp(settings)).toBe(
      whatsappChat(settings, '¡Hola, Helados La 3! Tengo una pregunta.'),
    )
  })
})
