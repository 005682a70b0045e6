import { render, screen, waitFor } from '@testing-library/react'
import { Suspense } from 'react'
import { lazyOptional } from './lazy-optional'

describe('lazyOptional', () => {
  it('renders the component once its code arrives', async () => {
    const Greeting = lazyOptional(() => Promise.resolve(() => <p>Hola</p>))
    render(
      <Suspense fallback={null}>
        <Greeting />
      </Suspense>,
    )
    expect(await screen.findByText('Hola')).toBeInTheDocument()
  })

  it('renders nothing, without breaking the page, when its code cannot be fetched', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const Missing = lazyOptional<object>(() => Promise.reject(new Error('offline')))
    render(
      <main>
        <p>Menú</p>
        <Suspense fallback={null}>
          <Missing />
        </Suspense>
      </main>,
    )
    await waitFor(() => expect(console.warn).toHaveBeenCalled())
    expect(screen.getByRole('main')).toHaveTextContent(/^Menú$/)
  })
})
