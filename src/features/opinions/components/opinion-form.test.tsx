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
})
