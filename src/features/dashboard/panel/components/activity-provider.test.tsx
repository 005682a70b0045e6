import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { subscribePendingCount } from '../../free-cones/api/entries'
import { subscribeUnreadOpinionCount } from '../../opinions/api/opinions-inbox'
import { useActivity } from '../../shared/hooks/use-activity'
import { ActivityProvider } from './activity-provider'

vi.mock('../../free-cones/api/entries', () => ({ subscribePendingCount: vi.fn() }))
vi.mock('../../opinions/api/opinions-inbox', () => ({ subscribeUnreadOpinionCount: vi.fn() }))

type Report = (count: number) => void
const listeners = { pending: [] as Report[], unread: [] as Report[] }
const stopped = { pending: vi.fn(), unread: vi.fn() }

beforeEach(() => {
  localStorage.clear()
  listeners.pending = []
  listeners.unread = []
  stopped.pending.mockReset()
  stopped.unread.mockReset()
  vi.mocked(subscribePendingCount).mockReset()
  vi.mocked(subscribeUnreadOpinionCount).mockReset()
  vi.mocked(subscribePendingCount).mockImplementation((_cap, onChange) => {
    listeners.pending.push(onChange)
    return stopped.pending
  })
  vi.mocked(subscribeUnreadOpinionCount).mockImplementation((_cap, onChange) => {
    listeners.unread.push(onChange)
    return stopped.unread
  })
})

const report = (which: 'pending' | 'unread', count: number) =>
  act(() => {
    for (const listener of listeners[which]) listener(count)
  })

/** Shows the counts, the alert switch and 'Salir' (stop), as the menu and home screen would. */
function Consumer({ name }: { name: string }) {
  const { pending, unread, alerts, stop } = useActivity()
  return (
    <div>
      <p>{`${name}: ${String(pending)} por revisar, ${String(unread)} sin leer`}</p>
      <button type="button" onClick={() => alerts.setOn(!alerts.on)}>
        {`${name}: avisos ${alerts.on ? 'sí' : 'no'}`}
      </button>
      <button type="button" onClick={stop}>{`${name}: salir`}</button>
    </div>
  )
}

function showPanel() {
  const device = { createAudioContext: () => null, vibrate: vi.fn(() => true) }
  const badging = {
    setAppBadge: vi.fn(() => Promise.resolve()),
    clearAppBadge: vi.fn(() => Promise.resolve()),
  }
  const view = render(
    <ActivityProvider device={device} badging={badging}>
      <Consumer name="menú" />
      <Consumer name="inicio" />
    </ActivityProvider>,
  )
  return { ...view, device, badging }
}

describe('ActivityProvider', () => {
  it('follows each count with one listener, shared by every screen', () => {
    showPanel()
    expect(subscribePendingCount).toHaveBeenCalledTimes(1)
    expect(subscribeUnreadOpinionCount).toHaveBeenCalledTimes(1)
    expect(subscribePendingCount).toHaveBeenCalledWith(
      100,
      expect.any(Function),
      expect.any(Function),
    )
    expect(screen.getByText('menú: null por revisar, null sin leer')).toBeInTheDocument()
    report('pending', 2)
    report('unread', 5)
    expect(screen.getByText('menú: 2 por revisar, 5 sin leer')).toBeInTheDocument()
    expect(screen.getByText('inicio: 2 por revisar, 5 sin leer')).toBeInTheDocument()
  })

  it("shows the sum on the app's icon, cleared at zero", () => {
    const { badging } = showPanel()
    expect(badging.setAppBadge).not.toHaveBeenCalled()
    report('pending', 2)
    expect(badging.setAppBadge).toHaveBeenLastCalledWith(2)
    report('unread', 5)
    expect(badging.setAppBadge).toHaveBeenLastCalledWith(7)
    report('pending', 0)
    report('unread', 0)
    expect(badging.clearAppBadge).toHaveBeenCalled()
    expect(badging.setAppBadge).toHaveBeenCalledTimes(3)
  })

  it('is silent by default, even when a new entry arrives', () => {
    const { device } = showPanel()
    report('pending', 1)
    report('pending', 2)
    expect(device.vibrate).not.toHaveBeenCalled()
  })

  it('once switched on (and remembered), alerts on a new entry, never on the first count', async () => {
    const user = userEvent.setup()
    const first = showPanel()
    await user.click(screen.getByRole('button', { name: 'menú: avisos no' }))
    // Turning it on lets the staff hear it once.
    expect(first.device.vibrate).toHaveBeenCalledTimes(1)
    first.unmount()

    const { device } = showPanel()
    expect(screen.getByRole('button', { name: 'inicio: avisos sí' })).toBeInTheDocument()
    report('pending', 3)
    report('unread', 4)
    expect(device.vibrate).not.toHaveBeenCalled()
    report('pending', 4)
    expect(device.vibrate).toHaveBeenCalledTimes(1)
    // Fewer waiting (one reviewed), or a new opinion: no alert.
    report('pending', 3)
    report('unread', 5)
    expect(device.vibrate).toHaveBeenCalledTimes(1)

    await user.click(screen.getByRole('button', { name: 'inicio: avisos sí' }))
    report('pending', 9)
    expect(device.vibrate).toHaveBeenCalledTimes(1)
  })

  it('stops both listeners and clears the badge when told to (signing out), and on unmount', async () => {
    const user = userEvent.setup()
    const { badging, unmount } = showPanel()
    report('pending', 2)
    await user.click(screen.getByRole('button', { name: 'menú: salir' }))
    expect(stopped.pending).toHaveBeenCalledTimes(1)
    expect(stopped.unread).toHaveBeenCalledTimes(1)
    expect(badging.clearAppBadge).toHaveBeenCalledTimes(1)
    expect(screen.getByText('inicio: null por revisar, null sin leer')).toBeInTheDocument()
    unmount()
    expect(stopped.pending).toHaveBeenCalledTimes(1)
    expect(subscribePendingCount).toHaveBeenCalledTimes(1)
  })

  it('stops its listeners when the panel closes, and clears the badge it can no longer follow', () => {
    const { badging, unmount } = showPanel()
    report('pending', 3)
    expect(badging.setAppBadge).toHaveBeenLastCalledWith(3)
    expect(badging.clearAppBadge).not.toHaveBeenCalled()
    unmount()
    expect(stopped.pending).toHaveBeenCalledTimes(1)
    expect(stopped.unread).toHaveBeenCalledTimes(1)
    expect(badging.clearAppBadge).toHaveBeenCalledTimes(1)
  })
})
