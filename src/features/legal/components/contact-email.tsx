import { shop } from '@/config/shop'

/** The shop's legal contact address, as a mail link. */
export function ContactEmail() {
  return <a href={`mailto:${shop.email}`}>{shop.email}</a>
}
