import { MenuPage } from '@/features/menu/components/menu-page'

export function Component() {
  return <MenuPage category="comidas" />
}
