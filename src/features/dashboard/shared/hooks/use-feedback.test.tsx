import { act, render, screen } from '@testing-library/react'
import { FeedbackSnackbar, SNACKBAR_HIDE_MS } from '../components/feedback-snackbar'
import { useFeedback } from './use-feedback'

type Show = ReturnType<typeof useFeedback>['show']

function Screen({ onReady }: { onReady: (show: Show) => void }) {
  const { feedback, show, close } = useFeedback()
  onReady(show)
  return <FeedbackSnackbar feedback={feedback} onClose={close} />
}

describe('useFeedback with its snackbar', () => {
  afterEach(() => vi.useRealTimers())

  function setUpScreen() {
    vi.useFakeTimers()
    let show: Show = () => undefined
    render(<Screen onReady={(latest) => (show = latest)} />)
    return (...args: Parameters<Show>) => show(...args)
  }

  it('hides a success message after its time', () => {
    const show = setUpScreen()
    act(() => show('success', 'Cambios guardados'))
    expect(screen.getByRole('alert')).toHaveTextContent('Cambios guardados')
    act(() => vi.advanceTimersByTime(SNACKBAR_HIDE_MS))
    act(() => vi.runAllTimers())
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('keeps a new message when the previous one times out before the new one is drawn', () => {
    const show = setUpScreen()
    act(() => show('success', 'Se borraron 1 archivo sin entrada.'))
    act(() => vi.advanceTimersByTime(SNACKBAR_HIDE_MS - 1))
    // The new message is asked for, and the old one's timer fires before React draws it.
    act(() => {
      show('success', 'No había archivos sin entrada.')
      vi.advanceTimersByTime(1)
    })
    expect(screen.getByRole('alert')).toHaveTextContent('No había archivos sin entrada.')
  })
})
