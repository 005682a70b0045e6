import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'
import type { TodayItem, TodayList } from '@/lib/data/today-list'
import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
import { replaceShopSettings } from '@/lib/shop/settings-store'
import { renderWithProviders } from '@/testing/render'
import { addOne, changeDetails, changeItems } from '../api/order-store'
import { readTodayLists } from '../api/read-today-lists'
import { EMPTY_DETAILS } from '../utils/kept-order'
import { OrderBar } from './order-bar'

vi.mock('../api/read-today-lists', () => ({ readTodayLists: vi.fn() }))
const readLists = vi.mocked(readTodayLists)

const limonada: TodayItem = {
  id: 'limonada001',
  nombre: 'Limonada de coco',
  precio: 7000,
  nota: '',
  agotado: false,
}
const jugo: TodayItem = {
  ...limonada,
  id: 'jugomora001',
  nombre: 'Jugo de mora en agua',
  precio: 5000,
}
const list = (...items: TodayItem[]): TodayList => ({ items, actualizado: null })
const SOLD_OUT = 'Limonada de coco se agotó: lo quitamos de tu pedido.'
const REPRICED = 'El precio de Jugo de mora en agua cambió de $ 5.000 a $ 6.000.'

const sheet = () => screen.getByRole('dialog', { name: 'Tu pedido' })
/** The sheet's code comes with the bar: its first opening may wait for it. */
const findSheet = () => screen.findByRole('dialog', { name: 'Tu pedido' })
const bar = () => screen.getByRole('button', { name: /Ver pedido$/, hidden: true })
const sendButton = () => within(sheet()).getByRole('button', { name: 'Enviar pedido por WhatsApp' })

/** The message next to the send button, at the sheet's foot. */
function refusal() {
  // eslint-disable-next-line testing-library/no-node-access
  const foot = document.querySelector<HTMLElement>('[data-order-foot]')
  if (!foot) throw new Error('The sheet has no foot')
  return within(foot).getByRole('alert')
}

const ORDER_SETTINGS = {
  ...DEFAULT_SETTINGS,
  whatsapp: '573001234567',
  pedidos: 'si',
  domicilio: 'si',
  pagos: 'efectivo,nequi',
  nequi: '3001234567',
}

// Clicks through MUI's sheet in jsdom take seconds on a slow machine.
describe('the order sheet', { timeout: 30_000 }, () => {
  let open: ReturnType<typeof vi.fn>
  beforeEach(() => {
    replaceShopSettings(ORDER_SETTINGS)
    changeItems(() => [])
    changeDetails(EMPTY_DETAILS)
    readLists.mockReset()
    open = vi.fn(() => ({ opener: null }))
    vi.stubGlobal('open', open)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('says each change until the order is sent, under StrictMode, checked however often', async () => {
    const user = userEvent.setup({ delay: null })
    addOne(limonada, 'bebidas')
    addOne(jugo, 'bebidas')
    readLists.mockResolvedValue({
      bebidas: list({ ...limonada, agotado: true }, { ...jugo, precio: 6000 }),
    })
    renderWithProviders(
      <StrictMode>
        <OrderBar />
      </StrictMode>,
    )
    expect(bar()).toHaveAccessibleName('2 productos · $ 12.000 · Ver pedido')
    await user.click(bar())
    expect(await within(await findSheet()).findByText(SOLD_OUT)).toBeVisible()
    expect(within(sheet()).getByText(REPRICED)).toBeVisible()
    // StrictMode ran the check twice: the second, finding nothing left to change, says the same.
    await waitFor(() => expect(readLists).toHaveBeenCalledTimes(2))
    await act(() => Promise.resolve())
    expect(within(sheet()).getByText(SOLD_OUT)).toBeVisible()
    expect(within(sheet()).getByText(REPRICED)).toBeVisible()
    expect(within(sheet()).getByText('Total: $ 6.000')).toBeVisible()
    expect(bar()).toHaveAccessibleName('Tu pedido cambió. 1 producto · $ 6.000 · Ver pedido')

    // Closed and opened again: still said.
    await user.click(within(sheet()).getByRole('button', { name: 'Cerrar el pedido' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await user.click(bar())
    await findSheet()
    await waitFor(() => expect(readLists).toHaveBeenCalledTimes(4))
    await act(() => Promise.resolve())
    expect(within(sheet()).getByText(SOLD_OUT)).toBeVisible()
    expect(within(sheet()).getByText(REPRICED)).toBeVisible()

    // Sent: the message has the order as it is now, and the sheet still says why.
    await user.click(within(sheet()).getByRole('radio', { name: 'Efectivo' }))
    await waitFor(() => expect(sendButton()).toBeEnabled())
    await user.click(sendButton())
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1))
    const text = new URL(String(open.mock.calls[0]?.[0])).searchParams.get('text') ?? ''
    expect(text).toContain('1 × Jugo de mora en agua — $ 6.000\nTotal: $ 6.000')
    expect(text).not.toContain('Limonada')
    expect(within(sheet()).getByText(/Abrimos WhatsApp con tu pedido/)).toBeVisible()
    // The shop offers no stamp card: nothing points to one.
    expect(
      within(sheet()).queryByRole('link', { name: 'Tu tarjeta de sellos' }),
    ).not.toBeInTheDocument()
    expect(within(sheet()).getByText(SOLD_OUT)).toBeVisible()
    expect(within(sheet()).getByText(REPRICED)).toBeVisible()
    // Told with the order that went: the bar no longer says it changed.
    expect(bar()).toHaveAccessibleName('1 producto · $ 6.000 · Ver pedido')
  })

  it('after a send, points to the stamp card while the shop offers it', async () => {
    const user = userEvent.setup({ delay: null })
    replaceShopSettings({ ...ORDER_SETTINGS, sellos: 'si' })
    addOne(jugo, 'bebidas')
    readLists.mockResolvedValue({ bebidas: list(jugo) })
    renderWithProviders(<OrderBar />)
    await user.click(bar())
    await findSheet()
    await user.click(within(sheet()).getByRole('radio', { name: 'Efectivo' }))
    await waitFor(() => expect(sendButton()).toBeEnabled())
    await user.click(sendButton())
    expect(
      await within(sheet()).findByRole('link', { name: 'Tu tarjeta de sellos' }),
    ).toHaveAttribute('href', '/tarjeta-de-sellos')
  })

  it('forgets the changes once the visitor changes the order', async () => {
    const user = userEvent.setup({ delay: null })
    addOne(jugo, 'bebidas')
    readLists.mockResolvedValue({ bebidas: list({ ...jugo, precio: 6000 }) })
    renderWithProviders(<OrderBar />)
    await user.click(bar())
    expect(await within(await findSheet()).findByText(REPRICED)).toBeVisible()
    await user.click(
      within(sheet()).getByRole('button', { name: 'Uno más de Jugo de mora en agua' }),
    )
    expect(within(sheet()).queryByText(REPRICED)).not.toBeInTheDocument()
    expect(within(sheet()).getByText('Total: $ 12.000')).toBeVisible()
  })

  it('marks every missing field at once on a refused send, says so by the button, focuses the first', async () => {
    const user = userEvent.setup({ delay: null })
    addOne(jugo, 'bebidas')
    readLists.mockResolvedValue({})
    renderWithProviders(<OrderBar />)
    await user.click(bar())
    const order = await findSheet()
    await user.click(within(order).getByRole('radio', { name: 'Domicilio' }))
    const address = within(order).getByRole('textbox', { name: 'Dirección' })
    const reference = within(order).getByRole('textbox', { name: 'Referencia' })
    const payment = within(order).getByRole('radiogroup', { name: 'Cómo vas a pagar' })
    // Each required field says so before any try.
    expect(address).toBeRequired()
    expect(reference).toBeRequired()
    expect(payment).toHaveAttribute('aria-required', 'true')
    expect(within(order).getByText('Lo marcado con * es obligatorio.')).toBeVisible()

    await waitFor(() => expect(sendButton()).toBeEnabled())
    await user.click(sendButton())
    expect(refusal()).toHaveTextContent(
      'Falta completar la dirección, la referencia y cómo vas a pagar.',
    )
    expect(address).toBeInvalid()
    expect(reference).toBeInvalid()
    expect(payment).toHaveAttribute('aria-invalid', 'true')
    expect(payment).toHaveAccessibleDescription('Elige cómo vas a pagar.')
    expect(address).toHaveFocus()
    expect(open).not.toHaveBeenCalled()

    // Filled in, the message follows what is still missing; the focus goes to the first of it.
    await user.type(address, 'Calle 5')
    await user.click(sendButton())
    expect(refusal()).toHaveTextContent('Falta completar la referencia y cómo vas a pagar.')
    expect(reference).toHaveFocus()
    await user.type(reference, 'Casa azul')
    await user.click(sendButton())
    expect(refusal()).toHaveTextContent('Elige cómo vas a pagar.')
    expect(within(payment).getByRole('radio', { name: 'Efectivo' })).toHaveFocus()
  })
})
