import { HIDDEN_SEARCH_LIMIT, newestShown } from './newest-shown'

const stored = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  data: { url: `https://img.example/${id}.webp`, ...extra },
})

describe('newestShown', () => {
  it('takes the newest document when it is shown', () => {
    expect(newestShown([stored('nueva'), stored('vieja')], 2)?.id).toBe('nueva')
    expect(newestShown([stored('falso', { oculto: false })], 1)?.id).toBe('falso')
  })

  it('skips hidden images and documents that are not images', () => {
    const documents = [stored('oculta', { oculto: true }), { id: 'hoy', data: {} }, stored('vista')]
    expect(newestShown(documents, 3)?.id).toBe('vista')
  })

  it('says there is none when fewer came than asked and all are hidden', () => {
    expect(newestShown([stored('oculta', { oculto: true })], 2)).toBeNull()
    expect(newestShown([], 1)).toBeNull()
  })

  it('says older ones may follow when as many came as asked and all are hidden', () => {
    expect(newestShown([stored('oculta', { oculto: true })], 1)).toBeUndefined()
    const hidden = Array.from({ length: HIDDEN_SEARCH_LIMIT }, (_, i) =>
      stored(`o${i}`, { oculto: true }),
    )
    expect(newestShown(hidden, HIDDEN_SEARCH_LIMIT)).toBeUndefined()
  })
})
