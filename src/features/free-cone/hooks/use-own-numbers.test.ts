// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { readOwnEntries } from '@/lib/free-cone/reads'
import { OWN_NUMBERS_KEY } from '../api/own-numbers-store'
import { useOwnNumbers } from './use-own-numbers'

vi.mock('@/lib/free-cone/reads', () => ({ readOwnEntries: vi.fn() }))

const kept = () => JSON.parse(localStorage.getItem(OWN_NUMBERS_KEY) ?? 'null') as unknown

describe('useOwnNumbers', () => {
  beforeEach(() => {
    localStorage.clear()
    vi.mocked(readOwnEntries).mockReset()
    vi.mocked(readOwnEntries).mockImplementation((numbers) =>
      Promise.resolve(numbers.map(() => null)),
    )
  })

  it('keeps the numbers stored before, and every number got in a row, newest first', async () => {
    localStorage.setItem(OWN_NUMBERS_KEY, JSON.stringify([5, 4]))
    const { result } = renderHook(() => useOwnNumbers())
    act(() => {
      result.current.remember(7)
      result.current.remember(8)
    })

    await waitFor(() => expect(kept()).toEqual([8, 7, 5, 4]))
    await waitFor(() => expect(result.current.state.status).toBe('loaded'))
    expect(readOwnEntries).toHaveBeenLastCalledWith([8, 7, 5, 4])
  })

  it('shows nothing for a phone that keeps no number, and ignores what is not a number', async () => {
    localStorage.setItem(OWN_NUMBERS_KEY, JSON.stringify(['x', -1, 2.5]))
    const { result } = renderHook(() => useOwnNumbers())
    await act(() => Promise.resolve())
    expect(result.current.state).toEqual({ status: 'none' })
    expect(readOwnEntries).not.toHaveBeenCalled()
  })
})
