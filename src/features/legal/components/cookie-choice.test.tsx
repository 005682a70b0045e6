import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/testing/render'
import { CookieChoice } from './cookie-choice'

const KEY = 'cookie-consent'

describe('CookieChoice', () => {
  beforeEach(() => window.localStorage.clear())

  it('says no choice was made yet when nothing is stored', () => {
    renderWithProviders(<CookieChoice />)
    expect(screen.getByRole('status')).toHaveTextContent('Estado actual: aún no has elegido')
  })

  it('stores accepted and rejected and shows the new state', async () => {
    const user = userEvent.setup()
    renderWithProviders(<CookieChoice />)
    const chosen = async (button: string, stored: string, state: string, accepted: string) => {
      await user.click(screen.getByRole('button', { name: button }))
      expect(window.localStorage.getItem(KEY)).toBe(stored)
      expect(screen.getByRole('status')).toHaveTextContent(state)
      expect(screen.getByRole('button', { name: 'Aceptar cookies' })).toHaveAttribute(
        'aria-pressed',
        accepted,
      )
    }
    await chosen('Aceptar cookies', 'accepted', 'Estado actual: cookies aceptadas', 'true')
    await chosen('Rechazar cookies', 'rejected', 'Estado actual: cookies rechazadas', 'false')
  })

  it.each([
    ['accepted', 'Estado actual: cookies aceptadas'],
    ['rejected', 'Estado actual: cookies rechazadas'],
    ['Accepted', 'Estado actual: aún no has elegido'],
    ['accepted ', 'Estado actual: aún no has elegido'],
    ['true', 'Estado actual: aún no has elegido'],
  ])('reads %j from storage on mount as "%s"', (stored, expected) => {
    window.localStorage.setItem(KEY, stored)
    renderWithProviders(<CookieChoice />)
    expect(screen.getByRole('status')).toHaveTextContent(expected)
  })

  it('follows a choice made in another tab', () => {
    renderWithProviders(<CookieChoice />)
    act(() => {
      window.localStorage.setItem(KEY, 'rejected')
      window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: 'rejected' }))
    })
    expect(screen.getByRole('status')).toHaveTextContent('Estado actual: cookies rechazadas')
  })

  it('explains in Spanish when the browser refuses to store the choice', async () => {
    const user = userEvent.setup()
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    renderWithProviders(<CookieChoice />)
    await user.click(screen.getByRole('button', { name: 'Aceptar cookies' }))
    expect(screen.getByRole('alert')).toHaveTextContent(/No pudimos guardar tu elección/)
    expect(screen.getByRole('status')).toHaveTextContent('Estado actual: aún no has elegido')
    expect(log).toHaveBeenCalled()
    setItem.mockRestore()
    log.mockRestore()
  })
})
