import { act, renderHook } from '@testing-library/react'
import { FORGOT_FORM_UNREACHABLE, useForgotForm } from './use-forgot-form'

vi.mock('../components/forgot-password-form', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})

describe('useForgotForm', () => {
  it("says so when the form's code cannot be fetched, and leaves the sign-in form as it is", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { result } = renderHook(() => useForgotForm())
    let opened: boolean | undefined
    await act(async () => {
      opened = await result.current.open()
    })
    expect(opened).toBe(false)
    expect(result.current.Form).toBeNull()
    expect(result.current.opening).toBe(false)
    expect(result.current.failure).toBe(FORGOT_FORM_UNREACHABLE)
  })
})
