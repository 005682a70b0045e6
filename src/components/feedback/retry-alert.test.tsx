import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/testing/render'
import { RetryAlert } from './retry-alert'

describe('RetryAlert', () => {
  it('says what happened and retries on "Reintentar"', async () => {
    const onRetry = vi.fn()
    renderWithProviders(
      <RetryAlert severity="warning" onRetry={onRetry}>
        No pudimos cargar el menú.
      </RetryAlert>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar el menú.')
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('keeps the button disabled while a retry runs', () => {
    renderWithProviders(
      <RetryAlert severity="info" onRetry={vi.fn()} retrying>
        Estás sin conexión.
      </RetryAlert>,
    )
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeDisabled()
  })
})
