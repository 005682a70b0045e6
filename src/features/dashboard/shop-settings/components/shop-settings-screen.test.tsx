import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { replaceShopSettings, shopSettingsStore } from '@/lib/shop/settings-store'
import type * as SaveSettingsModule from '../api/save-settings'
import { saveClosedToday, saveSettingsChanges, SettingsConflictError } from '../api/save-settings'
import type { ShopSettings } from '@/lib/shop/settings'
import { firebaseError } from '@/testing/errors'
import { renderWithProviders } from '@/testing/render'
import { forgetSettingsDraft } from '../utils/kept-settings-draft'
import { ShopSettingsScreen } from './shop-settings-screen'

/** Settings as a shop stored them: the code's defaults with its phone and email. */
const STORED: ShopSettings = {
  ...DEFAULT_SETTINGS,
  telefono: '+57 300 111 2222',
  email: 'info@tienda.co',
}

vi.mock('../api/save-settings', async (importOriginal) => ({
  ...(await importOriginal<typeof SaveSettingsModule>()),
  saveSettingsChanges: vi.fn(),
  saveClosedToday: vi.fn(),
}))
const save = vi.mocked(saveSettingsChanges)
/** The server takes the change as it comes. */
const savesAsAsked = () => save.mockImplementation((_loaded, next) => Promise.resolve(next))
const refused = (code: string) => firebaseError(code, 'Missing or insufficient permissions.')

beforeEach(() => {
  vi.resetAllMocks()
  forgetSettingsDraft()
  vi.useFakeTimers({ toFake: ['Date'] })
  // Tuesday 24 November 2026, 4 pm in Colombia.
  vi.setSystemTime(new Date('2026-11-24T21:00:00Z'))
  // The page's one read of the settings found these.
  replaceShopSettings(STORED)
})
afterEach(() => vi.useRealTimers())

/** Types a new phone and saves it while someone else has saved another one meanwhile. */
async function saveIntoPhoneConflict() {
  const stored: ShopSettings = { ...STORED, telefono: '+57 322 000 1111' }
  save.mockRejectedValueOnce(new SettingsConflictError(['telefono'], stored))
  const user = userEvent.setup()
  renderWithProviders(<ShopSettingsScreen />)
  const phone = await screen.findByRole('textbox', { name: 'Teléfono' })
  await user.clear(phone)
  await user.paste('+57 311 555 0000')
  await user.click(screen.getByRole('button', { name: 'Guardar cambios' }))
  return { user, stored, phone }
}

describe('ShopSettingsScreen', { timeout: 30_000 }, () => {
  it('saves a new phone and says so; nothing to save before a change', async () => {
    savesAsAsked()
    const user = userEvent.setup()
    renderWithProviders(<ShopSettingsScreen />)
    const phone = await screen.findByRole('textbox', { name: 'Teléfono' })
    const submit = screen.getByRole('button', { name: 'Guardar cambios' })
    expect(submit).toBeDisabled()
    await user.clear(phone)
    await user.paste('+57 311 222 3344')
    await user.click(submit)
    expect(save).toHaveBeenCalledWith(STORED, {
      ...STORED,
      telefono: '+57 311 222 3344',
    })
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument()
    expect(submit).toBeDisabled()
  })

  it('says what is wrong as the staff type, and keeps the text when saving fails', async () => {
    save.mockRejectedValue(
      firebaseError('unavailable', 'Failed to get document because the client is offline.'),
    )
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
    expect(
      await screen.findByText(
        'No se pudieron guardar los cambios: no hay conexión o es muy lenta. Revisa la señal e inténtalo de nuevo. Lo que escribiste sigue aquí.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText(/client is offline/)).not.toBeInTheDocument()
    expect(link).toHaveValue('https://linktr.ee/la3')
  })

  it('closes today with one tap, saved at once', async () => {
    vi.mocked(saveClosedToday).mockResolvedValue({ ...STORED, cerradoHoy: '2026-11-24' })
    const user = userEvent.setup()
    renderWithProviders(<ShopSettingsScreen />)
    await user.click(await screen.findByRole('switch', { name: 'Cerrado hoy' }))
    expect(saveClosedToday).toHaveBeenCalledWith('2026-11-24')
    expect(save).not.toHaveBeenCalled()
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Cerrado hoy' })).toBeChecked())
  })

  it('adds a closure date and a notice', async () => {
    savesAsAsked()
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
    expect(save).toHaveBeenCalledWith(STORED, {
      ...STORED,
      especiales: ['2026-12-24='],
      anuncio: { texto: 'Cerrado por vacaciones', hasta: '2026-12-26' },
    })
  })

  it('does not offer to edit a copy that may be out of date', async () => {
    renderWithProviders(<ShopSettingsScreen />)
    // The page's read found no connection: only the copy last seen on this phone.
    act(() => shopSettingsStore.set({ settings: STORED, source: 'device', stored: null }))
    expect(
      await screen.findByText(/No pudimos leer los datos guardados de la tienda/),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument()
  })

  it('keeps unsaved text when the screen is left and opened again, until it is saved', async () => {
    savesAsAsked()
    const user = userEvent.setup()
    const { unmount: leave } = renderWithProviders(<ShopSettingsScreen />)
    await user.clear(await screen.findByRole('textbox', { name: 'Dirección' }))
    await user.paste('Calle 5 # 2-10')
    leave()

    // Meanwhile the page learnt of another phone's new name: it shows, and the typed address stays.
    const newer: ShopSettings = { ...STORED, nombre: 'Helados La 3' }
    replaceShopSettings(newer)
    const { unmount: leaveAgain } = renderWithProviders(<ShopSettingsScreen />)
    expect(await screen.findByRole('textbox', { name: 'Dirección' })).toHaveValue('Calle 5 # 2-10')
    expect(screen.getByRole('textbox', { name: 'Nombre de la tienda' })).toHaveValue('Helados La 3')
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }))
    expect(save).toHaveBeenCalledWith(newer, { ...newer, direccion: 'Calle 5 # 2-10' })
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument()
    leaveAgain()

    renderWithProviders(<ShopSettingsScreen />)
    expect(await screen.findByRole('textbox', { name: 'Dirección' })).toHaveValue('Calle 5 # 2-10')
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled()
  })

  it('says when someone else changed the same field, and saves only when asked again', async () => {
    const { user, stored, phone } = await saveIntoPhoneConflict()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'Alguien más cambió estos datos mientras editabas. No se guardó nada.',
    )
    expect(alert).toHaveTextContent('Teléfono: «+57 322 000 1111»')
    expect(phone).toHaveValue('+57 311 555 0000')
    expect(screen.queryByText('Cambios guardados')).not.toBeInTheDocument()

    savesAsAsked()
    await user.click(within(alert).getByRole('button', { name: 'Guardar lo mío' }))
    expect(save).toHaveBeenLastCalledWith(stored, { ...stored, telefono: '+57 311 555 0000' })
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument()
    expect(screen.queryByText(/Alguien más cambió/)).not.toBeInTheDocument()
  })

  it('takes the other version when asked, and has nothing left to save', async () => {
    const { user, phone } = await saveIntoPhoneConflict()
    await user.click(await screen.findByRole('button', { name: 'Usar lo guardado' }))
    expect(phone).toHaveValue('+57 322 000 1111')
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled()
    expect(save).toHaveBeenCalledTimes(1)
  })

  it('says a refused account is a permission problem, not the connection', async () => {
    vi.mocked(saveClosedToday).mockRejectedValue(refused('permission-denied'))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const user = userEvent.setup()
    renderWithProviders(<ShopSettingsScreen />)
    await user.click(await screen.findByRole('switch', { name: 'Cerrado hoy' }))
    expect(
      await screen.findByText(/No se pudo cambiar «Cerrado hoy»: tu cuenta ya no tiene permiso/),
    ).toBeInTheDocument()
    expect(screen.queryByText(/conexión|Missing/)).not.toBeInTheDocument()
  })
})
