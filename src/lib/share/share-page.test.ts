import { shareableAddress, sharePage, whatsappShareHref } from './share-page'

const PAGE = {
  title: 'Helados en Colón, Putumayo | Menú',
  text: '¡Mira el menú de helados!',
  url: 'https://heladeria.example/helados',
}

describe('sharePage', () => {
  it('opens the share sheet with the title, the line and the address', async () => {
    const share = vi.fn(() => Promise.resolve())
    await expect(sharePage(PAGE, { share })).resolves.toBe('shared')
    expect(share).toHaveBeenCalledWith(PAGE)
  })

  it('takes a closed sheet as the visitor’s choice, not as a failure', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('Share canceled', 'AbortError')))
    await expect(sharePage(PAGE, { share })).resolves.toBe('cancelled')
  })

  it('reports any other refusal, so that the caller falls back', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('No gesture', 'NotAllowedError')))
    await expect(sharePage(PAGE, { share })).resolves.toBe('failed')
  })

  it('fails without asking where there is no share sheet or it cannot take the page', async () => {
    await expect(sharePage(PAGE, {})).resolves.toBe('failed')
    await expect(sharePage(PAGE, undefined)).resolves.toBe('failed')
    const share = vi.fn(() => Promise.resolve())
    await expect(sharePage(PAGE, { share, canShare: () => false })).resolves.toBe('failed')
    expect(share).not.toHaveBeenCalled()
  })
})

describe('whatsappShareHref', () => {
  it('types the line and the address into WhatsApp’s chat picker', () => {
    expect(whatsappShareHref(PAGE)).toBe(
      'https://wa.me/?text=%C2%A1Mira%20el%20men%C3%BA%20de%20helados!%20https%3A%2F%2Fheladeria.example%2Fhelados',
    )
  })
})

describe('shareableAddress', () => {
  it('leaves out the query string and the fragment', () => {
    const address = new URL('https://heladeria.example/cono-gratis?utm_source=x#galeria')
    expect(shareableAddress(address)).toBe('https://heladeria.example/cono-gratis')
  })
})
