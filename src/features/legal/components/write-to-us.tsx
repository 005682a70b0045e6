import { ShopText } from '@/components/shop/shop-text'
import { WhenShopHas } from '@/components/shop/when-shop-has'
import { ContactEmail } from './contact-email'

/**
 * How to reach the shop, in running text: 'escríbenos a info@…', or, while the shop has given no
 * email, 'acércate a nuestro local en Calle 3…'.
 */
export function WriteToUs() {
  return (
    <WhenShopHas
      value="email"
      otherwise={
        <>
          acércate a nuestro local en <ShopText value="direccion" />
        </>
      }
    >
      escríbenos a <ContactEmail />
    </WhenShopHas>
  )
}
