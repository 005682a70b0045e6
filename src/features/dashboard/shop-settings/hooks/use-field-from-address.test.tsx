import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { useFieldFromAddress } from './use-field-from-address'

function Form({ ready }: { ready: boolean }) {
  useFieldFromAddress(ready)
  return (
    <form>
      <input name="telefono" aria-label="Teléfono" />
      <input name="whatsapp" aria-label="WhatsApp" />
      <section id="horario">
        <input type="checkbox" aria-label="Lunes" />
      </section>
    </form>
  )
}

function open(address: string, ready = true) {
  const router = createMemoryRouter(
    [{ path: '/dashboard/tienda', element: <Form ready={ready} /> }],
    {
      initialEntries: [address],
    },
  )
  return render(<RouterProvider router={router} />)
}

describe('useFieldFromAddress', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn()
  })

  it('brings the field named in the address into view, focused', () => {
    open('/dashboard/tienda?campo=whatsapp')
    const field = screen.getByRole('textbox', { name: 'WhatsApp' })
    expect(field).toHaveFocus()
    expect(field.scrollIntoView).toHaveBeenCalledWith({ block: 'center' })
  })

  it('focuses the first control of a section named in the address', () => {
    open('/dashboard/tienda?campo=horario')
    expect(screen.getByRole('checkbox', { name: 'Lunes' })).toHaveFocus()
  })

  it('waits for the form, and leaves the focus alone without a field or with an unknown one', () => {
    open('/dashboard/tienda?campo=telefono', false)
    expect(screen.getByRole('textbox', { name: 'Teléfono' })).not.toHaveFocus()
    open('/dashboard/tienda?campo="]x')
    open('/dashboard/tienda')
    expect(document.body).toHaveFocus()
  })
})
