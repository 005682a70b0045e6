import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
import { subscribeTodayLists, type TodayLists } from '../../today-lists/api/today-lists'
import { subscribeCrowdLimitsReached, type CrowdLimitsReached } from '../api/crowd-limits-today'
import { menusWithPictures } from '../api/opening-readiness'
import type * as CrowdLimitToday from '../api/crowd-limits-today'
import { replaceShopSettings, shopSettingsStore } from '@/lib/shop/settings-store'
import { fetchShopSettings } from '@/lib/shop/settings-read'
import type * as SettingsRead from '@/lib/shop/settings-read'
import { firebaseError } from '@/testing/errors'
import { renderWithProviders } from '@/testing/render'
import { ActivityContext, type Activity } from '../../shared/hooks/use-activity'
import { saveClosedToday } from '../../shop-settings/api/save-settings'
import { HomeScreen } from './home-screen'

vi.mock('../../today-lists/api/today-lists', () => ({
  subscribeTodayLists: vi.fn(),
  changeTodayList: vi.fn(),
}))
vi.mock('../../shop-settings/api/save-settings', () => ({ saveClosedToday: vi.fn() }))
vi.mock('../api/opening-readiness', () => ({ menusWithPictures: vi.fn() }))
vi.mock('@/lib/shop/settings-read', async (importOriginal) => ({
  ...(await importOriginal<typeof SettingsRead>()),
  fetchShopSettings: vi.fn(),
}))
vi.mock('../api/crowd-limits-today', async (importOriginal) => ({
  ...(await importOriginal<typeof CrowdLimitToday>()),
  subscribeCrowdLimitsReached: vi.fn(),
}))
let reportLimits: (reached: CrowdLimitsReached) => void = () => undefined

const TODAY = '2026-11-26'
let reportLists: (lists: TodayLists) => void = () => undefined

/** Settings as a shop saved them, complete, and open today. */
const SAVED = {
  ...DEFAULT_SETTINGS,
  telefono: '+57 311 222 3344',
  whatsapp: '573112223344',
  email: 'hola@la3.co',
  cerradoHoy: '',
}

/** The page's read of the settings as the home screen then finds it. */
const settingsRead = (read: Partial<SettingsRead.SettingsRead>) =>
  act(() => shopSettingsStore.set({ settings: SAVED, source: 'network', stored: SAVED, ...read }))

const activity = (changes: Partial<Activity> = {}): Activity => ({
  pending: 3,
  unread: 1,
  alerts: { on: false, setOn: vi.fn() },
  stop: vi.fn(),
  ...changes,
})

function showHome(value: Activity = activity()) {
  renderWithProviders(
    <ActivityContext value={value}>
      <HomeScreen />
    </ActivityContext>,
  )
  return value
}

const item = (nombre: string, agotado: boolean) => ({
  id: nombre,
  nombre,
  precio: null,
  nota: '',
  agotado,
})

describe('HomeScreen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // Thursday 26 Nov 2026, 4 pm in Colombia: open (15:00-23:00 by default).
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-26T16:00:00-05:00'))
    // A shop ready to open: its settings saved, a picture in each menu.
    replaceShopSettings(SAVED)
    vi.mocked(saveClosedToday).mockReset()
    vi.mocked(menusWithPictures).mockResolvedValue(new Set(['comidas', 'helados', 'bebidas']))
    vi.mocked(subscribeTodayLists).mockImplementation((onChange) => {
      reportLists = onChange
      return () => undefined
    })
    vi.mocked(subscribeCrowdLimitsReached).mockImplementation((_since, onChange) => {
      reportLimits = onChange
      return () => undefined
    })
  })

  afterEach(() => {
    vi.useRealTimers()
    replaceShopSettings(DEFAULT_SETTINGS)
  })

  it("shows the day, and the panel's counts as links to their screens", () => {
    showHome()
    expect(screen.getByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument()
    expect(screen.getByText('Jueves, 26 de noviembre')).toBeInTheDocument()
    const pending = screen.getByRole('link', { name: /^Por revisar/ })
    expect(pending).toHaveAccessibleName('Por revisar 3 fotos del cono gratis')
    expect(pending).toHaveAttribute('href', '/dashboard/clientes')
    const unread = screen.getByRole('link', { name: /^Sin leer/ })
    expect(unread).toHaveAccessibleName('Sin leer 1 opinión')
    expect(unread).toHaveAttribute('href', '/dashboard/opiniones')
  })

  it('shows a dash while a count is unknown, and 99+ above 99', () => {
    showHome(activity({ pending: null, unread: 100 }))
    expect(screen.getByRole('link', { name: /^Por revisar/ })).toHaveAccessibleName(
      'Por revisar – fotos del cono gratis',
    )
    expect(screen.getByRole('link', { name: /^Sin leer/ })).toHaveAccessibleName(
      'Sin leer 99+ opiniones',
    )
  })

  it('says when the limit across all visitors was reached today, read since midnight in Colombia', () => {
    showHome()
    expect(vi.mocked(subscribeCrowdLimitsReached).mock.calls[0]?.[0]).toEqual(
      new Date('2026-11-26T00:00:00-05:00'),
    )
    expect(screen.queryByText(/Hoy se alcanzó el límite/)).not.toBeInTheDocument()
    act(() => {
      reportLimits({ fotos: new Date('2026-11-26T16:15:00-05:00'), opiniones: null })
    })
    expect(screen.getByText('Hoy se alcanzó el límite de fotos a las 4:15 pm.')).toBeInTheDocument()
    expect(screen.queryByText(/límite de opiniones/)).not.toBeInTheDocument()
    act(() => {
      reportLimits({
        fotos: new Date('2026-11-26T16:15:00-05:00'),
        opiniones: new Date('2026-11-26T09:05:00-05:00'),
      })
    })
    expect(
      screen.getByText('Hoy se alcanzó el límite de opiniones a las 9:05 am.'),
    ).toBeInTheDocument()
  })

  it('says whether the shop is open now, and until when', () => {
    showHome()
    const status = screen.getByRole('region', { name: 'Abierto ahora' })
    expect(status).toHaveTextContent('Cierra a las 11:00 pm')
    expect(status).toHaveTextContent('Hoy: 03:00 pm - 11:00 pm')
  })

  it('closes today with one tap, and says so', async () => {
    vi.mocked(saveClosedToday).mockResolvedValue({ ...SAVED, cerradoHoy: TODAY })
    const user = userEvent.setup()
    showHome()
    await user.click(screen.getByRole('switch', { name: 'Cerrado hoy' }))
    expect(saveClosedToday).toHaveBeenCalledWith(TODAY)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Guardado: hoy el sitio dice «Cerrado».',
    )
    const status = await screen.findByRole('region', { name: 'Cerrado ahora' })
    expect(within(status).getByRole('switch', { name: 'Cerrado hoy' })).toBeChecked()
  })

  it('reads no settings of its own: it shows the page’s one read of them', async () => {
    showHome()
    await waitFor(() => expect(menusWithPictures).toHaveBeenCalled())
    expect(fetchShopSettings).not.toHaveBeenCalled()
  })

  it('offers to read again when the settings are only the copy on this device', () => {
    showHome()
    settingsRead({ source: 'device', stored: null })
    expect(screen.queryByRole('switch', { name: 'Cerrado hoy' })).not.toBeInTheDocument()
    expect(
      screen.getByText('No se pudo cargar «Cerrado hoy». Revisa tu conexión e inténtalo de nuevo.'),
    ).toBeInTheDocument()
  })

  it('is closed all day once «Cerrado hoy» is on', () => {
    replaceShopSettings({ ...SAVED, cerradoHoy: TODAY })
    showHome()
    const status = screen.getByRole('region', { name: 'Cerrado ahora' })
    expect(status).toHaveTextContent('Todo el día, por «Cerrado hoy».')
    expect(status).not.toHaveTextContent('Hoy: Cerrado')
    expect(within(status).getByRole('switch', { name: 'Cerrado hoy' })).toBeChecked()
  })

  it('says in Spanish when «Cerrado hoy» cannot be saved', async () => {
    vi.mocked(saveClosedToday).mockRejectedValue(
      firebaseError('unavailable', 'Failed to get document'),
    )
    const user = userEvent.setup()
    showHome()
    await user.click(screen.getByRole('switch', { name: 'Cerrado hoy' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^No se pudo guardar «Cerrado hoy»: no hay conexión/,
    )
    expect(screen.queryByText(/Failed/)).not.toBeInTheDocument()
  })

  it("lists today's agotado items by menu, and links to the lists", () => {
    showHome()
    const soldOut = screen.getByRole('link', { name: /^Agotado hoy/ })
    expect(soldOut).toHaveTextContent('Cargando las listas de hoy…')
    act(() =>
      reportLists({
        comidas: { items: [item('Salchipapa', false)], actualizado: null },
        helados: {
          items: [item('Arazá', true), item('Lulo', false), item('Maracuyá', true)],
          actualizado: null,
        },
        bebidas: { items: [item('Jugo de mora', true)], actualizado: null },
      }),
    )
    expect(soldOut).toHaveAccessibleName(
      'Agotado hoy 3 Helados: Arazá, Maracuyá Bebidas: Jugo de mora',
    )
    expect(soldOut).toHaveAttribute('href', '/dashboard/hoy')
    act(() =>
      reportLists({
        comidas: { items: [item('Salchipapa', false)], actualizado: null },
        helados: { items: [], actualizado: null },
        bebidas: { items: [], actualizado: null },
      }),
    )
    expect(soldOut).toHaveTextContent('Todo lo de las listas de hoy está disponible.')
  })

  it('shows the notice and until when; none when there is none', () => {
    replaceShopSettings({
      ...SAVED,
      anuncio: { texto: 'Hoy 2x1 en conos', hasta: '2026-11-29' },
    })
    showHome()
    const notice = screen.getByRole('link', { name: /^Aviso/ })
    expect(notice).toHaveTextContent('«Hoy 2x1 en conos»')
    expect(notice).toHaveTextContent('Se muestra hasta el domingo, 29 de noviembre.')
    expect(notice).toHaveAttribute('href', '/dashboard/tienda')
  })

  it('shows no «Lista para abrir» once the shop has all it needs', async () => {
    showHome()
    await waitFor(() => expect(menusWithPictures).toHaveBeenCalled())
    await act(async () => undefined)
    expect(screen.queryByRole('region', { name: 'Lista para abrir' })).not.toBeInTheDocument()
    expect(screen.getByRole('switch', { name: 'Cerrado hoy' })).toBeEnabled()
  })

  it('lists what is missing before opening, each line a link to where it is fixed', async () => {
    vi.mocked(menusWithPictures).mockResolvedValue(new Set(['comidas', 'bebidas']))
    showHome()
    // Nothing was ever saved: the site shows the code's defaults.
    settingsRead({ settings: DEFAULT_SETTINGS, stored: null })
    const card = await screen.findByRole('region', { name: 'Lista para abrir' })
    const links = within(card).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['WhatsApp', '/dashboard/tienda?campo=whatsapp'],
      ['Teléfono', '/dashboard/tienda?campo=telefono'],
      ['Dirección', '/dashboard/tienda?campo=direccion'],
      ['Horario', '/dashboard/tienda?campo=horario'],
      ['Una foto en Helados', '/dashboard/helados/crear'],
    ])
    // Nothing saved yet, and «Cerrado hoy» still works: its save is the shop's first.
    expect(screen.getByRole('switch', { name: 'Cerrado hoy' })).toBeEnabled()
  })

  it('says nothing about opening when what is missing cannot be read', async () => {
    vi.mocked(menusWithPictures).mockRejectedValue(firebaseError('unavailable', 'offline'))
    const warn = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    showHome()
    await waitFor(() => expect(warn).toHaveBeenCalled())
    expect(screen.queryByRole('region', { name: 'Lista para abrir' })).not.toBeInTheDocument()
    expect(screen.getByRole('switch', { name: 'Cerrado hoy' })).toBeEnabled()
    warn.mockRestore()
  })

  it('turns the new-entry alert on and off', async () => {
    const user = userEvent.setup()
    const value = showHome()
    await user.click(screen.getByRole('switch', { name: 'Sonar y vibrar con cada foto nueva' }))
    expect(value.alerts.setOn).toHaveBeenCalledWith(true)
  })
})
