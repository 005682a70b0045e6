import { memo } from 'react'
import { act, render, renderHook, screen } from '@testing-library/react'
import { transitions } from '@/testing/transitions'
import { once, remoteStore, type Source } from './remote'
import { useRemote, useRemoteStore } from './use-remote'

vi.mock('react', () => import('@/testing/transitions').then((m) => m.recordingReact()))

/** A live source the test drives, counting who follows it. */
function liveSource() {
  const followers = new Set<{ next: (n: number) => void; fail: (error: Error) => void }>()
  const source: Source<number> = (next, fail) => {
    const follower = { next, fail }
    followers.add(follower)
    return () => followers.delete(follower)
  }
  const send = (n: number) => act(() => followers.forEach((f) => f.next(n)))
  const fail = (error: Error) => act(() => followers.forEach((f) => f.fail(error)))
  return { source, followers, send, fail }
}

describe('useRemote', () => {
  it('is loading, then each answer of a live read, and stops following on unmount', () => {
    const live = liveSource()
    const { result, unmount } = renderHook(() => useRemote(live.source, 'lista', 'No se pudo'))
    expect(result.current.state).toEqual({ status: 'loading' })
    live.send(1)
    expect(result.current.state).toEqual({ status: 'ready', data: 1 })
    live.send(2)
    expect(result.current.state).toEqual({ status: 'ready', data: 2 })
    expect(live.followers.size).toBe(1)
    unmount()
    expect(live.followers.size).toBe(0)
  })

  it('takes each answer as a transition: React redraws in slices a phone can interrupt', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const live = liveSource()
    const { result } = renderHook(() => useRemote(live.source, 'lista', 'No se pudo'))
    const before = transitions.started
    live.send(1)
    expect(transitions.started).toBe(before + 1)
    expect(result.current.state).toEqual({ status: 'ready', data: 1 })
    live.fail(new Error('sin red'))
    expect(transitions.started).toBe(before + 2)
    expect(result.current.state).toMatchObject({ status: 'failed' })
    vi.mocked(console.error).mockRestore()
  })

  it('says a failure, reads again on retry, and is loading again for another key', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const live = liveSource()
    const { result, rerender } = renderHook(
      ({ key }) => useRemote(live.source, key, 'No se pudo'),
      {
        initialProps: { key: 'a' },
      },
    )
    live.fail(new Error('sin red'))
    expect(result.current.state).toMatchObject({ status: 'failed', error: { message: 'sin red' } })
    expect(error).toHaveBeenCalledWith('No se pudo', expect.any(Error))
    act(() => result.current.retry())
    expect(result.current.state).toEqual({ status: 'loading' })
    live.send(3)
    expect(result.current.state).toEqual({ status: 'ready', data: 3 })
    rerender({ key: 'b' })
    expect(result.current.state).toEqual({ status: 'loading' })
    expect(live.followers.size).toBe(1)
    act(() => result.current.replace(9))
    expect(result.current.state).toEqual({ status: 'ready', data: 9 })
    error.mockRestore()
  })

  it('drops the answer of a one-shot read that comes after unmount', async () => {
    let answer: (n: number) => void = () => undefined
    const read = new Promise<number>((resolve) => (answer = resolve))
    const { result, unmount } = renderHook(() =>
      useRemote(
        once(() => read),
        'uno',
        'No se pudo',
      ),
    )
    unmount()
    answer(1)
    await read
    expect(result.current.state).toEqual({ status: 'loading' })
  })
})

describe('useRemoteStore', () => {
  it('starts the store’s read and redraws when what it selects changes', async () => {
    const store = remoteStore(() => Promise.resolve({ nombre: 'La 3', otro: 1 }))
    const draws = vi.fn()
    // What the hook gives is drawn by a memoized child: React may call Name again to find that
    // nothing changed, but the child is drawn again only when what the hook selects changes.
    const Shown = memo(function Shown({ nombre }: { nombre: string }) {
      draws(nombre)
      return <p>{nombre}</p>
    })
    function Name() {
      const nombre = useRemoteStore(store, (held) =>
        held.status === 'ready' ? held.data.nombre : 'Cargando',
      )
      return <Shown nombre={nombre} />
    }
    render(<Name />)
    expect(await screen.findByText('La 3')).toBeInTheDocument()
    const drawn = draws.mock.calls.length
    await act(async () => store.set({ nombre: 'La 3', otro: 2 }))
    expect(draws).toHaveBeenCalledTimes(drawn)
    await act(async () => store.set({ nombre: 'La 4', otro: 2 }))
    expect(await screen.findByText('La 4')).toBeInTheDocument()
  })
})
