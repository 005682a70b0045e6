import { readsAhead } from './read-ahead'

describe('readsAhead', () => {
  afterEach(() => vi.useRealTimers())

  it('hands a read over once, while it is fresh; later the page reads again', async () => {
    vi.useFakeTimers()
    const ahead = readsAhead<string>()
    void ahead.start('comidas', Promise.resolve('lista'))
    await Promise.resolve()
    const again = vi.fn(() => Promise.resolve('otra'))
    await expect(ahead.take('comidas', again)).resolves.toBe('lista')
    await expect(ahead.take('comidas', again)).resolves.toBe('otra')
    void ahead.start('helados', Promise.resolve('lista'))
    vi.advanceTimersByTime(31_000)
    await expect(ahead.take('helados', again)).resolves.toBe('otra')
    expect(again).toHaveBeenCalledTimes(2)
  })

  it('keeps a read the first look shows until the page takes it, however late', async () => {
    vi.useFakeTimers()
    const ahead = readsAhead<string>()
    void ahead.start('comidas', Promise.resolve('lista'))
    ahead.keep('comidas')
    await Promise.resolve()
    vi.advanceTimersByTime(10 * 60_000)
    expect(ahead.answered('comidas')).toEqual({ value: 'lista' })
    await expect(ahead.take('comidas', () => Promise.resolve('otra'))).resolves.toBe('lista')
  })

  it('hands over the revised answer: what the first look was followed to', async () => {
    const ahead = readsAhead<string[]>()
    void ahead.start('comidas', Promise.resolve(['Mora']))
    ahead.keep('comidas')
    await Promise.resolve()
    ahead.revise('comidas', (items) => [...items, 'Arequipe'])
    expect(ahead.answered('comidas')).toEqual({ value: ['Mora', 'Arequipe'] })
    await expect(ahead.take('comidas', () => Promise.resolve([]))).resolves.toEqual([
      'Mora',
      'Arequipe',
    ])
  })

  it('revises nothing before the answer has arrived', () => {
    const ahead = readsAhead<string>()
    void ahead.start('comidas', new Promise<string>(() => undefined))
    const change = vi.fn((value: string) => value)
    ahead.revise('comidas', change)
    expect(change).not.toHaveBeenCalled()
    expect(ahead.answered('comidas')).toBeUndefined()
  })
})
