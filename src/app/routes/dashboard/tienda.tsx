import { ShopSettingsScreen } from '@/features/dashboard/components/shop-settings-screen'

export function Component() {
  return <ShopSettingsScreen />
}
