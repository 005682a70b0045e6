import { act, fireEvent, render, screen } from '@testing-library/react'
import { FeedbackSnackbar } from './feedback-snackbar'

describe('FeedbackSnackbar', () => {
  afterEach(() => vi.useRealTimers())

  it('announces a success and hides it after 3000 ms', () => {
    vi.useFakeTimers()
    const onClose = vi.fn()
    render(
      <FeedbackSnackbar
        feedback={{ severity: 'success', text: 'Imagen eliminada con éxito', id: 1 }}
        onClose={onClose}
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Imagen eliminada con éxito')
    act(() => vi.advanceTimersByTime(2999))
    expect(onClose).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(onClose).toHaveBeenCalledWith(1)
  })

  it('keeps an error until it is closed', () => {
    vi.useFakeTimers()
    const onClose = vi.fn()
    render(
      <FeedbackSnackbar feedback={{ severity: 'error', text: 'Falló', id: 2 }} onClose={onClose} />,
    )
    act(() => vi.advanceTimersByTime(10_000))
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }))
    expect(onClose).toHaveBeenCalledWith(2)
  })
})
