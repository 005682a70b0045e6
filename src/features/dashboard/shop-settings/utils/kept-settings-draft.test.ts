// @vitest-environment jsdom
import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
import { toDraft } from './settings-draft'

const KEY = 'heladeria-colon:tienda-sin-guardar'
const edits = () => ({
  loaded: DEFAULT_SETTINGS,
  draft: { ...toDraft(DEFAULT_SETTINGS), direccion: 'Calle 5 # 2-10' },
})

/** The module as a page freshly loaded in the same tab finds it. */
async function freshModule() {
  vi.resetModules()
  return import('./kept-settings-draft')
}

beforeEach(() => sessionStorage.clear())

describe('the kept Tienda draft', () => {
  it('outlives a reload of the tab, until it is forgotten', async () => {
    const first = await freshModule()
    first.keepSettingsDraft(edits())
    const second = await freshModule()
    expect(second.keptSettingsDraft()).toEqual(edits())
    second.forgetSettingsDraft()
    expect((await freshModule()).keptSettingsDraft()).toBeNull()
  })

  it('drops a damaged or older copy instead of showing it', async () => {
    sessionStorage.setItem(KEY, '{not json')
    expect((await freshModule()).keptSettingsDraft()).toBeNull()
    const { draft } = edits()
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ loaded: DEFAULT_SETTINGS, draft: { ...draft, horario: { lu: '15:00' } } }),
    )
    expect((await freshModule()).keptSettingsDraft()).toBeNull()
  })

  it('still keeps the edits in memory when the storage refuses them', async () => {
    const { keepSettingsDraft, keptSettingsDraft } = await freshModule()
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    try {
      keepSettingsDraft(edits())
      expect(keptSettingsDraft()).toEqual(edits())
    } finally {
      refuse.mockRestore()
    }
  })
})
