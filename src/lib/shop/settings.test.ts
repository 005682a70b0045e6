// @vitest-environment jsdom
import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
import { patchFirstLook, SHOP_HREFS } from './links'
import { toShopSettings } from './settings'

describe('toShopSettings', () => {
  it('keeps valid stored values and takes the default for anything missing or malformed', () => {
    const settings = toShopSettings(
      {
        nombre: 'Helados La 3',
        telefono: 'llámanos',
        mapaUrl: 'javascript:alert(1)',
        redes: { instagram: 'https://instagram.com/la3', tiktok: 'http://tiktok.com/x' },
        horario: { lu: '10:00-14:00,16:00-22:00', ma: '3pm' },
        especiales: ['2026-12-24=', 'mañana', 7],
        cerradoHoy: '2026-11-24',
        anuncio: { texto: 'Hoy 2x1', hasta: '2026-11-30' },
      },
      DEFAULT_SETTINGS,
    )
    expect(settings.nombre).toBe('Helados La 3')
    expect(settings.telefono).toBe(DEFAULT_SETTINGS.telefono)
    expect(settings.mapaUrl).toBe('')
    expect(settings.redes.instagram).toBe('https://instagram.com/la3')
    expect(settings.redes.tiktok).toBe('')
    expect(settings.horario.lu).toBe('10:00-14:00,16:00-22:00')
    expect(settings.horario.ma).toBe(DEFAULT_SETTINGS.horario.ma)
    expect(settings.especiales).toEqual(['2026-12-24='])
    expect(settings.cerradoHoy).toBe('2026-11-24')
    expect(settings.anuncio).toEqual({ texto: 'Hoy 2x1', hasta: '2026-11-30' })
  })

  it('falls back to the defaults for a missing document', () => {
    expect(toShopSettings(null, DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS)
  })
})

describe('patchFirstLook', () => {
  it('puts the current name, phone, email and links into the marked elements', () => {
    document.body.innerHTML = `
      <span data-ajuste="nombre">Viejo</span>
      <a data-ajuste="telefono" data-ajuste-href="tel" href="tel:+1">+1</a>
      <a data-ajuste="email" data-ajuste-href="mailto" href="mailto:a@b.c">a@b.c</a>
      <a data-ajuste-href="enlaces" href="https://old.example">logo</a>
      <span data-ajuste="desconocido">igual</span>`
    const settings = {
      ...DEFAULT_SETTINGS,
      nombre: 'Helados La 3',
      telefono: '+57 311 222 3344',
      email: 'hola@la3.co',
      enlacesUrl: 'https://linktr.ee/la3',
    }
    patchFirstLook(settings)
    const [name, phone, email, logo, unknown] = document.body.querySelectorAll('span, a')
    expect(name?.textContent).toBe('Helados La 3')
    expect(phone?.textContent).toBe('+57 311 222 3344')
    expect(phone?.getAttribute('href')).toBe('tel:+573112223344')
    expect(email?.getAttribute('href')).toBe('mailto:hola@la3.co')
    expect(logo?.getAttribute('href')).toBe('https://linktr.ee/la3')
    expect(logo?.textContent).toBe('logo')
    expect(unknown?.textContent).toBe('igual')
  })

  it('shows the parts that need a detail the shop has, and their stand-ins otherwise', () => {
    document.body.innerHTML = `
      <li data-ajuste-si="telefono" hidden>Teléfono: <a data-ajuste="telefono"></a></li>
      <span data-ajuste-si="email" hidden>escríbenos a <a data-ajuste="email"></a></span>
      <span data-ajuste-no="email">acércate a nuestro local</span>`
    const [phoneLine, emailPart, visitPart] = document.body.querySelectorAll<HTMLElement>(
      '[data-ajuste-si], [data-ajuste-no]',
    )
    patchFirstLook({ ...DEFAULT_SETTINGS, telefono: '+57 311 222 3344', email: 'hola@la3.co' })
    expect(phoneLine?.hidden).toBe(false)
    expect(phoneLine?.textContent).toBe('Teléfono: +57 311 222 3344')
    expect(emailPart?.hidden).toBe(false)
    expect(visitPart?.hidden).toBe(true)

    // Settings read back without them (none saved): the lines go, the stand-in comes back.
    patchFirstLook(DEFAULT_SETTINGS)
    expect(phoneLine?.hidden).toBe(true)
    expect(emailPart?.hidden).toBe(true)
    expect(visitPart?.hidden).toBe(false)
  })

  it('leaves alone what already shows the current values (no new text node, no new layout)', () => {
    document.body.innerHTML = `<span data-ajuste="nombre">${DEFAULT_SETTINGS.nombre}</span>`
    const name = document.querySelector('span')
    const textNode = name?.firstChild
    const changes: MutationRecord[] = []
    const observer = new MutationObserver((records) => changes.push(...records))
    if (name) observer.observe(name, { childList: true, attributes: true, characterData: true })

    patchFirstLook(DEFAULT_SETTINGS)
    changes.push(...observer.takeRecords())
    expect(changes).toEqual([])
    expect(name?.firstChild).toBe(textNode)
    observer.disconnect()
  })

  it('writes a WhatsApp link with a greeting and a maps search of the address', () => {
    expect(SHOP_HREFS.whatsapp({ ...DEFAULT_SETTINGS, whatsapp: '573001234567' })).toBe(
      `https://wa.me/573001234567?text=${encodeURIComponent(`¡Hola, ${DEFAULT_SETTINGS.nombre}! Tengo una pregunta.`)}`,
    )
    expect(SHOP_HREFS.mapa(DEFAULT_SETTINGS)).toBe(
      'https://www.google.com/maps/search/?api=1&query=Calle%203%20Cra%209%20Barrio%20Centro%2C%20Col%C3%B3n%2C%20Putumayo',
    )
    expect(SHOP_HREFS.mapa({ ...DEFAULT_SETTINGS, mapaUrl: 'https://maps.app.goo.gl/x' })).toBe(
      'https://maps.app.goo.gl/x',
    )
  })
})
