import { screen } from '@testing-library/react'
import { renderWithProviders } from '@/testing/render'
import { DeferredOpinionForm } from './deferred-opinion-form'

describe('DeferredOpinionForm', () => {
  it('shows the heading at once, then the form once its code has loaded', async () => {
    renderWithProviders(<DeferredOpinionForm />)
    expect(
      screen.getByRole('heading', { level: 2, name: 'Nos importa mucho lo que piensas' }),
    ).toBeInTheDocument()
    expect(await screen.findByRole('textbox', { name: 'Mensaje' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeInTheDocument()
    expect(
      screen.getAllByRole('heading', { name: 'Nos importa mucho lo que piensas' }),
    ).toHaveLength(1)
  })
})
