// @vitest-environment jsdom
import {
  codeProblem,
  FORGOT_TEXTS,
  forgotOutcome,
  newPasswordProblem,
  SET_PASSWORD_TEXTS,
} from './password-reset-messages'

const failure = (code: string) => Object.assign(new Error(code), { code })

describe('forgotOutcome', () => {
  it('answers an unknown or disabled account as if the link had been sent', () => {
    expect(forgotOutcome(failure('auth/user-not-found'))).toEqual({ kind: 'sent' })
    expect(forgotOutcome(failure('auth/user-disabled'))).toEqual({ kind: 'sent' })
  })

  it('says what went wrong with the address, too many requests and no connection', () => {
    expect(forgotOutcome(failure('auth/invalid-email'))).toEqual({
      kind: 'field',
      message: FORGOT_TEXTS.invalidEmail,
    })
    expect(forgotOutcome(failure('auth/too-many-requests'))).toEqual({
      kind: 'error',
      message: FORGOT_TEXTS.tooManyRequests,
    })
    expect(forgotOutcome(failure('auth/network-request-failed'))).toEqual({
      kind: 'error',
      message: FORGOT_TEXTS.network,
    })
  })

  it('calls a failed download of the SDK without a connection what it is', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    expect(forgotOutcome(new TypeError('Failed to fetch dynamically imported module'))).toEqual({
      kind: 'error',
      message: FORGOT_TEXTS.network,
    })
    online.mockRestore()
  })

  it('never passes an unexpected failure off as sent', () => {
    expect(forgotOutcome(failure('auth/unauthorized-continue-uri'))).toEqual({
      kind: 'error',
      message: FORGOT_TEXTS.other,
    })
  })
})

describe('codeProblem', () => {
  it('tells a used or invalid link from an expired one, and offers a new link for both', () => {
    expect(codeProblem(failure('auth/invalid-action-code'), 'check')).toEqual({
      kind: 'link',
      message: SET_PASSWORD_TEXTS.usedOrInvalid,
      newLinkHelps: true,
    })
    expect(codeProblem(failure('auth/expired-action-code'), 'save')).toEqual({
      kind: 'link',
      message: SET_PASSWORD_TEXTS.expired,
      newLinkHelps: true,
    })
  })

  it('does not offer a new link to a disabled account', () => {
    expect(codeProblem(failure('auth/user-disabled'), 'check')).toMatchObject({
      kind: 'link',
      newLinkHelps: false,
    })
  })

  it('says a password Firebase finds too weak is the problem, not the link', () => {
    expect(codeProblem(failure('auth/weak-password'), 'save')).toEqual({
      kind: 'password',
      message: SET_PASSWORD_TEXTS.weak,
    })
  })

  it('asks to try again without a connection, in the words of each step', () => {
    const offline = failure('auth/network-request-failed')
    expect(codeProblem(offline, 'check')).toEqual({
      kind: 'retry',
      message: SET_PASSWORD_TEXTS.checkNetwork,
    })
    expect(codeProblem(offline, 'save')).toEqual({
      kind: 'retry',
      message: SET_PASSWORD_TEXTS.saveNetwork,
    })
    expect(codeProblem(failure('auth/internal-error'), 'save')).toEqual({
      kind: 'retry',
      message: SET_PASSWORD_TEXTS.other,
    })
  })
})

describe('newPasswordProblem', () => {
  it('asks for at least 8 characters', () => {
    expect(newPasswordProblem('')).toBe(SET_PASSWORD_TEXTS.missing)
    expect(newPasswordProblem('1234567')).toBe(SET_PASSWORD_TEXTS.tooShort)
    expect(newPasswordProblem('12345678')).toBeNull()
  })
})
