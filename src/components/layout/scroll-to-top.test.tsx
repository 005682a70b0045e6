import { act } from '@testing-library/react'
import { renderWithProviders } from '@/testing/render'
import { ScrollToTop } from './scroll-to-top'

describe('ScrollToTop', () => {
  it('keeps the place of a page just opened, and starts each route change at the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    const { router } = renderWithProviders(<ScrollToTop />, { path: '/comidas' })
    expect(scrollTo).not.toHaveBeenCalled()
    await act(() => router.navigate('/politica-de-cookies'))
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0)
    await act(() => router.navigate('/politica-de-cookies?otra=1'))
    expect(scrollTo).toHaveBeenCalledTimes(1)
    scrollTo.mockRestore()
  })
})
