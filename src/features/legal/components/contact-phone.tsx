import { SHOP_HREFS } from '@/lib/shop/links'
import { useShopSettings } from '@/lib/shop/use-shop-settings'

/** The shop's phone, as a call link. */
export function ContactPhone() {
  const settings = useShopSettings()
  return (
    <a href={SHOP_HREFS.tel(settings)} data-ajuste="telefono" data-ajuste-href="tel">
      {settings.telefono}
    </a>
  )
}
