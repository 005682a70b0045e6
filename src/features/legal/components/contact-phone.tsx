import { shop } from '@/config/shop'

/** The shop's phone, as a call link. */
export function ContactPhone() {
  return <a href={`tel:${shop.phone.replace(/\s+/g, '')}`}>{shop.phone}</a>
}
