import { ShopSettingsScreen } from '@/features/dashboard/shop-settings/components/shop-settings-screen'

export function Component() {
  return <ShopSettingsScreen />
}
