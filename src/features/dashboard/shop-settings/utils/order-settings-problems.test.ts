import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
import { orderSettingsProblems } from './order-settings-problems'
import { toDraft } from './settings-draft'
import { validateDraft } from './settings-form'

// A shop with a WhatsApp number (the code's defaults have none).
const draft = (changes: Partial<typeof DEFAULT_SETTINGS>) =>
  toDraft({ ...DEFAULT_SETTINGS, whatsapp: '573001112222', ...changes })

describe('orderSettingsProblems', () => {
  it('finds nothing wrong with the defaults or a complete setup', () => {
    expect(orderSettingsProblems(draft({}))).toEqual({})
    expect(
      orderSettingsProblems(
        draft({ pedidos: 'si', pagos: 'nequi,breb', nequi: '3001234567', breb: '@tienda' }),
      ),
    ).toEqual({})
  })

  it('says what is wrong with each value, in Spanish, by field, as the schema says', () => {
    const errors = validateDraft(
      {
        ...draft({ pedidos: 'si', pagos: 'nequi' }),
        nequi: '300123',
        daviplata: 'abc3001234567x',
        breb: 'sin llave',
        pedidoMinimo: '0500',
      },
      '2026-01-01',
    )
    expect(Object.keys(errors).sort()).toEqual(['breb', 'nequi', 'pedidoMinimo'])
    expect(errors.nequi).toMatch(/10 dígitos/)
  })

  it('wants the number of each payment method chosen', () => {
    const errors = orderSettingsProblems(draft({ pagos: 'nequi,breb', nequi: '', breb: '' }))
    expect(errors).toEqual({
      nequi: 'Escribe el número de Nequi o quítalo de los medios de pago.',
      breb: 'Escribe la llave Bre-B o quítala de los medios de pago.',
    })
  })

  it('wants a payment method and a WhatsApp number to take orders', () => {
    expect(orderSettingsProblems(draft({ pedidos: 'si', pagos: '' })).pagos).toBe(
      'Elige al menos un medio de pago para los pedidos.',
    )
    expect(orderSettingsProblems(draft({ pedidos: 'si', whatsapp: '' })).pedidos).toMatch(
      /WhatsApp/,
    )
  })
})
