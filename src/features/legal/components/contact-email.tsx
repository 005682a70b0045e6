import { SHOP_HREFS } from '@/lib/shop/links'
import { useShopSettings } from '@/lib/shop/use-shop-settings'

/** The shop's legal contact address, as a mail link. */
export function ContactEmail() {
  const settings = useShopSettings()
  return (
    <a href={SHOP_HREFS.mailto(settings)} data-ajuste="email" data-ajuste-href="mailto">
      {settings.email}
    </a>
  )
}
