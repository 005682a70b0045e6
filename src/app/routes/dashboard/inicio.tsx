import { HomeScreen } from '@/features/dashboard/components/home/home-screen'

export function Component() {
  return <HomeScreen />
}
