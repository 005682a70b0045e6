import { FirstLookTemplate } from '@/lib/startup/first-look-template'
import { ORDER_BUTTON_PART } from '../first-look/show-order-buttons'
import { AddButton, AddButtonPlace } from './add-button'

/** The 'Agregar' a menu page's first look copies into today's list (show-order-buttons.ts). */
export function FirstLookOrderButton() {
  return (
    <FirstLookTemplate name={ORDER_BUTTON_PART}>
      <AddButtonPlace>
        <AddButton label="Agregar" />
      </AddButtonPlace>
    </FirstLookTemplate>
  )
}
