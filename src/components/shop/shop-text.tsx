import { useShopSettings } from '@/lib/shop/use-shop-settings'
import { SHOP_TEXTS, type ShopText as ShopTextKey } from '@/lib/shop/links'

/**
 * A shop detail in running text (its name, phone or email), marked so that the page's first
 * look, built with the defaults, shows the staff's current value before anyone can read it.
 */
export function ShopText({ value }: { value: ShopTextKey }) {
  const settings = useShopSettings()
  return <span data-ajuste={value}>{SHOP_TEXTS[value](settings)}</span>
}
