import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DEFAULT_SETTINGS } from '@/config/shop'
import { fetchShopSettings, saveShopSettings } from '@/lib/data/ajustes'
import { renderWithProviders } from '@/testing/render'
import { ShopSettingsScreen } from './shop-settings-screen'

vi.mock('@/lib/data/ajustes', () => ({ fetchShopSettings: vi.fn(), saveShopSettings: vi.fn() }))
const fetchSettings = vi.mocked(fetchShopSettings)
const save = vi.mocked(saveShopSettings)

beforeEach(() => {
  vi.resetAllMocks()
  vi.useFakeTimers({ toFake: ['Date'] })
  // Tuesday 24 November 2026, 4 pm in Colombia.
  vi.setSystemTime(new Date('2026-11-24T21:00:00Z'))
  fetchSettings.mockResolvedValue({ settings: DEFAULT_SETTINGS, source: 'network' })
})
afterEach(() => vi.useRealTimers())

describe('ShopSettingsScreen', { timeout: 30_000 }, () => {
  it('saves a new phone and says so; nothing to save before a change', async () => {
    save.mockResolvedValue()
    const user = userEvent.setup()
    renderWithProviders(<ShopSettingsScreen />)
    const phone = await screen.findByRole('textbox', { name: 'Teléfono' })
    const submit = screen.getByRole('button', { name: 'Guardar cambios' })
    expect(submit).toBeDisabled()
    await user.clear(phone)
    await user.paste('+57 311 222 3344')
    await user.click(submit)
    expect(save).toHaveBeenCalledWith({ ...DEFAULT_SETTINGS, telefono: '+57 311 222 3344' })
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument()
  })

  it('says what is wrong as the staff type, and keeps the text when saving fails', async () => {
    save.mockRejectedValue(new Error('offline'))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const user = userEvent.setup()
    renderWithProviders(<ShopSettingsScreen />)
    const link = await screen.findByRole('textbox', { name: 'Página de enlaces (abre el logo)' })
    await user.clear(link)
    await user.paste('http://linktr.ee/la3')
    expect(
      screen.getByText('Pega el enlace completo, que empiece por https://'),
    ).toBeInTheDocument()
    expect(screen.getByText('Hay 1 dato por corregir antes de guardar.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled()
    await user.clear(link)
    await user.paste('https://linktr.ee/la3')
    expect(link).toHaveValue('https://linktr.ee/la3')
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }))
    expect(await screen.findByText(/No se pudieron guardar los cambios/)).toBeInTheDocument()
    expect(link).toHaveValue('https://linktr.ee/la3')
  })

  it('closes today with one tap, saved at once', async () => {
    save.mockResolvedValue()
    const user = userEvent.setup()
    renderWithProviders(<ShopSettingsScreen />)
    await user.click(await screen.findByRole('switch', { name: 'Cerrado hoy' }))
    expect(save).toHaveBeenCalledWith({ ...DEFAULT_SETTINGS, cerradoHoy: '2026-11-24' })
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: 'Cerrado hoy' })).toBeChecked()
  })

  it('adds a closure date and a notice', async () => {
    save.mockResolvedValue()
    const user = userEvent.setup()
    renderWithProviders(<ShopSettingsScreen />)
    await user.click(await screen.findByRole('button', { name: 'Agregar una fecha' }))
    const special = screen.getByRole('region', { name: 'Cierres y horarios especiales' })
    await user.type(within(special).getByLabelText('Fecha'), '2026-12-24')
    await user.click(screen.getByRole('textbox', { name: 'Texto del aviso' }))
    await user.paste('Cerrado por vacaciones')
    expect(screen.getByText('Elige hasta qué día se muestra el aviso.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Mostrar hasta'), '2026-12-26')
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }))
    expect(save).toHaveBeenCalledWith({
      ...DEFAULT_SETTINGS,
      especiales: ['2026-12-24='],
      anuncio: { texto: 'Cerrado por vacaciones', hasta: '2026-12-26' },
    })
  })

  it('does not offer to edit a copy that may be out of date', async () => {
    fetchSettings.mockResolvedValue({ settings: DEFAULT_SETTINGS, source: 'device' })
    renderWithProviders(<ShopSettingsScreen />)
    expect(await screen.findByText(/No pudimos cargar la lista/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument()
  })
})
