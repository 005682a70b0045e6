import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { sendOpinion } from '@/lib/data/opiniones'
import { renderWithProviders } from '@/testing/render'
import { OpinionForm } from './opinion-form'

vi.mock('@/lib/data/opiniones', () => ({ sendOpinion: vi.fn(), MAX_MENSAJE: 2000 }))
const send = vi.mocked(sendOpinion)

describe('OpinionForm', () => {
  beforeEach(() => {
    send.mockReset()
  })

  it('shows the heading, the text, the field and the button', () => {
    renderWithProviders(<OpinionForm />)
    expect(
      screen.getByRole('heading', { name: 'Nos importa mucho lo que piensas' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Te agradecemos una opinión o sugerencia')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('Mensaje')).toHaveAttribute('rows', '3')
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled()
  })

  it('refuses a blank message without sending', async () => {
    const user = userEvent.setup()
    renderWithProviders(<OpinionForm />)
    await user.type(screen.getByPlaceholderText('Mensaje'), '   ')
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Por favor escribe un mensaje antes de enviar',
    )
    expect(send).not.toHaveBeenCalled()
  })

  it('sends the trimmed text, says so and clears the field', async () => {
    const user = userEvent.setup()
    let finish: () => void = () => undefined
    send.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)))
    renderWithProviders(<OpinionForm />)
    await user.type(screen.getByPlaceholderText('Mensaje'), '  Muy rico todo  ')
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByRole('button', { name: 'Enviando...' })).toBeDisabled()
    finish()
    expect(await screen.findByText('¡Mensaje enviado con éxito!')).toBeInTheDocument()
    expect(send).toHaveBeenCalledWith('Muy rico todo')
    expect(screen.getByPlaceholderText('Mensaje')).toHaveValue('')
  })

  it('marks itself as unsaved work while text is typed or sent, and not once it is sent', async () => {
    const user = userEvent.setup()
    let finish: () => void = () => undefined
    send.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)))
    renderWithProviders(<OpinionForm />)
    const section = screen.getByRole('region', { name: 'Nos importa mucho lo que piensas' })
    expect(section).not.toHaveAttribute('data-unsaved-work')
    await user.type(screen.getByPlaceholderText('Mensaje'), '   ')
    expect(section).not.toHaveAttribute('data-unsaved-work')
    await user.type(screen.getByPlaceholderText('Mensaje'), 'Más arequipe')
    expect(section).toHaveAttribute('data-unsaved-work')
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByRole('button', { name: 'Enviando...' })).toBeDisabled()
    expect(section).toHaveAttribute('data-unsaved-work')
    finish()
    expect(await screen.findByText('¡Mensaje enviado con éxito!')).toBeInTheDocument()
    expect(section).not.toHaveAttribute('data-unsaved-work')
  })

  it('keeps the typed text when sending fails', async () => {
    const user = userEvent.setup()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    send.mockRejectedValue(new Error('offline'))
    renderWithProviders(<OpinionForm />)
    await user.type(screen.getByPlaceholderText('Mensaje'), 'Más sabores')
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(
      await screen.findByText('Hubo un error al enviar tu opinión. Intenta de nuevo.'),
    ).toBeInTheDocument()
    expect(screen.getByPlaceholderText('Mensaje')).toHaveValue('Más sabores')
  })

  it('counts characters, refuses more than 2000 and keeps every one of them', async () => {
    const user = userEvent.setup()
    renderWithProviders(<OpinionForm />)
    const field = screen.getByPlaceholderText('Mensaje')
    expect(screen.getByText('0 / 2000')).toBeInTheDocument()
    const long = 'a'.repeat(10_000)
    await user.click(field)
    await user.paste(long)
    expect(screen.getByText('10000 / 2000')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Tu mensaje tiene 10000 caracteres y el máximo es 2000.',
    )
    expect(send).not.toHaveBeenCalled()
    expect(field).toHaveValue(long)
  })

  it('asks to wait when the visitor sent an opinion moments ago, keeping the text', async () => {
    const user = userEvent.setup()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const refused = Object.assign(new Error('rate limited'), {
      name: 'RateLimitedError',
      secondsLeft: 12,
    })
    send.mockRejectedValue(refused)
    renderWithProviders(<OpinionForm />)
    await user.type(screen.getByPlaceholderText('Mensaje'), 'Otra idea')
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(
      await screen.findByText(/Espera un momento antes de enviar otra opinión: .* 12 segundos/),
    ).toBeInTheDocument()
    expect(screen.getByPlaceholderText('Mensaje')).toHaveValue('Otra idea')
  })

  it('says many opinions are arriving when the hour is full for all visitors, keeping the text', async () => {
    const user = userEvent.setup()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    send.mockRejectedValue(Object.assign(new Error('full'), { name: 'CrowdLimitError' }))
    renderWithProviders(<OpinionForm />)
    await user.type(screen.getByPlaceholderText('Mensaje'), 'Muy rico todo')
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Estamos recibiendo muchas opiniones en este momento. Inténtalo de nuevo en unos minutos.',
    )
    expect(screen.getByPlaceholderText('Mensaje')).toHaveValue('Muy rico todo')
  })

  it('says so without trying when the phone has no connection', async () => {
    const user = userEvent.setup()
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderWithProviders(<OpinionForm />)
    await user.type(screen.getByPlaceholderText('Mensaje'), 'Sin señal')
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(screen.getByText(/Estás sin conexión\. Tu mensaje sigue aquí/)).toBeInTheDocument()
    expect(send).not.toHaveBeenCalled()
    expect(screen.getByPlaceholderText('Mensaje')).toHaveValue('Sin señal')
    offline.mockRestore()
  })
})
