import type { ReactNode } from 'react'
import { SHOP_TEXTS, type ShopText } from '@/lib/shop/links'
import { useShopSettings } from '@/lib/shop/use-shop-settings'

interface WhenShopHasProps {
  /** The detail (the phone, the email) the part needs. */
  value: Extract<ShopText, 'telefono' | 'email'>
  /** A list's line or a part of a sentence. */
  as?: 'li' | 'span'
  children: ReactNode
  /** What reads in its place while the shop has no such detail. */
  otherwise?: ReactNode
}

/**
 * A part of the page shown only while the shop has given `value` (a shop that never saved its
 * settings has no phone or email: the line is left out, never an example one shown). Both parts
 * are in the markup, one hidden, so the page's first look (built with the defaults) shows the
 * right one once the entry has read the settings (patchFirstLook).
 */
export function WhenShopHas({ value, as: Tag = 'span', children, otherwise }: WhenShopHasProps) {
  const has = SHOP_TEXTS[value](useShopSettings()) !== ''
  return (
    <>
      <Tag data-ajuste-si={value} hidden={!has}>
        {children}
      </Tag>
      {otherwise !== undefined && (
        <span data-ajuste-no={value} hidden={has}>
          {otherwise}
        </span>
      )}
    </>
  )
}
