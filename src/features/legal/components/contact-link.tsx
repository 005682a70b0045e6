import { SHOP_HREFS } from '@/lib/shop/links'
import { useShopSettings } from '@/lib/shop/use-shop-settings'

interface ContactLinkProps {
  /** The shop setting shown as the link's text. */
  field: 'email' | 'telefono'
  /** How the link is made from the settings. */
  href: 'mailto' | 'tel'
}

/** One of the shop's contacts as a link, marked so the page follows the settings. */
export function ContactLink({ field, href }: ContactLinkProps) {
  const settings = useShopSettings()
  return (
    // No link at all while the shop has no such contact (its line is hidden: WhenShopHas).
    <a
      href={settings[field] === '' ? undefined : SHOP_HREFS[href](settings)}
      data-ajuste={field}
      data-ajuste-href={href}
    >
      {settings[field]}
    </a>
  )
}
