import { ensureVisitor } from '@/lib/auth/visitor-session'
import { getAuthService } from '@/lib/firebase'
import type * as ServerClock from './server-clock'
import { deviceClock, fixedClock, serverClock, type Clock } from './server-clock'
import { prepareVisitorWrite } from './visitor-write'

vi.mock('@/lib/auth/visitor-session', () => ({ ensureVisitor: vi.fn(async () => 'visitante') }))
vi.mock('@/lib/firebase', () => ({ getAuthService: vi.fn() }))
vi.mock('./server-clock', async (original) => ({
  ...(await original<typeof ServerClock>()),
  serverClock: vi.fn(),
}))

const SERVER = Date.UTC(2026, 10, 27, 14, 30)

/** A signed-in visitor whose token the server made to expire at `expiresAt`. */
function visitorWithToken(expiresAt: number) {
  const user = {
    getIdTokenResult: vi.fn(async () => ({ expirationTime: new Date(expiresAt).toUTCString() })),
    getIdToken: vi.fn(async () => 'fresh'),
  }
  vi.mocked(getAuthService).mockResolvedValue({ currentUser: user } as never)
  return user
}

function serverAt(clock: Clock) {
  vi.mocked(serverClock).mockResolvedValue(clock)
}

describe('prepareVisitorWrite', () => {
  it('signs the visitor in and gives the server’s clock', async () => {
    serverAt(fixedClock(SERVER))
    visitorWithToken(SERVER + 3_600_000)
    await expect(prepareVisitorWrite()).resolves.toEqual({
      uid: 'visitante',
      clock: expect.anything(),
    })
    expect(ensureVisitor).toHaveBeenCalled()
    expect((await prepareVisitorWrite()).clock.now()).toBe(SERVER)
  })

  it('keeps a token the server still takes for more than five minutes', async () => {
    serverAt(fixedClock(SERVER))
    const user = visitorWithToken(SERVER + 6 * 60_000)
    await prepareVisitorWrite()
    expect(user.getIdToken).not.toHaveBeenCalled()
  })

  it('renews a token the server’s clock says has expired, whatever the device’s says', async () => {
    serverAt(fixedClock(SERVER))
    // Received yesterday with the device's clock right; the clock was set back a day since.
    const user = visitorWithToken(SERVER - 23 * 3_600_000)
    await prepareVisitorWrite()
    expect(user.getIdToken).toHaveBeenCalledWith(true)
    const soon = visitorWithToken(SERVER + 60_000)
    await prepareVisitorWrite()
    expect(soon.getIdToken).toHaveBeenCalledWith(true)
  })

  it('leaves the token to the SDK when only the device’s clock is known', async () => {
    serverAt(deviceClock)
    const user = visitorWithToken(0)
    await prepareVisitorWrite()
    expect(user.getIdTokenResult).not.toHaveBeenCalled()
    expect(user.getIdToken).not.toHaveBeenCalled()
  })
})
