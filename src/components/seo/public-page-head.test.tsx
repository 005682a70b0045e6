import { waitFor } from '@testing-library/react'
import { pageHeadAt } from '@/config/page-heads'
import { renderWithProviders } from '@/testing/render'
import { PublicPageHead } from './public-page-head'

const SITE = 'https://demo-heladeria-colon.web.app'

// The head lies outside what Testing Library queries: it is read directly.
const contentOf = (selector: string) =>
  // eslint-disable-next-line testing-library/no-node-access
  Array.from(document.head.querySelectorAll(selector)).map((tag) => tag.getAttribute('content'))
const canonical = () =>
  // eslint-disable-next-line testing-library/no-node-access
  Array.from(document.head.querySelectorAll('link[rel="canonical"]')).map((link) =>
    link.getAttribute('href'),
  )

describe('PublicPageHead', () => {
  it("puts the page's title, description, canonical link and preview tags in the head", async () => {
    renderWithProviders(<PublicPageHead />, { path: '/helados' })
    const helados = pageHeadAt('/helados')
    await waitFor(() => expect(document.title).toBe(helados.title))
    expect(contentOf('meta[name="description"]')).toEqual([helados.description])
    expect(canonical()).toEqual([`${SITE}/helados`])
    expect(contentOf('meta[property="og:url"]')).toEqual([`${SITE}/helados`])
    expect(contentOf('meta[property="og:image"]')).toEqual([
      `${SITE}/compartir/heladeria-colon.jpg`,
    ])
    expect(contentOf('meta[property="og:locale"]')).toEqual(['es_CO'])
    expect(contentOf('meta[name="robots"]')).toEqual([])
  })

  it('sends / to /comidas as the address to keep', async () => {
    renderWithProviders(<PublicPageHead />, { path: '/' })
    await waitFor(() => expect(canonical()).toEqual([`${SITE}/comidas`]))
  })

  it('keeps unknown addresses and the sign-in out of search results, and only them', async () => {
    const { unmount: leaveUnknown } = renderWithProviders(<PublicPageHead />, {
      path: '/no-existe',
    })
    await waitFor(() => expect(contentOf('meta[name="robots"]')).toEqual(['noindex']))
    expect(document.title).toBe(pageHeadAt('/comidas').title)
    leaveUnknown()
    const { unmount: leaveHelados } = renderWithProviders(<PublicPageHead />, {
      path: '/helados',
    })
    await waitFor(() => expect(contentOf('meta[name="robots"]')).toEqual([]))
    leaveHelados()
    renderWithProviders(<PublicPageHead />, { path: '/login' })
    await waitFor(() => expect(contentOf('meta[name="robots"]')).toEqual(['noindex']))
  })
})
