import { HomeScreen } from '@/features/dashboard/home/components/home-screen'

export function Component() {
  return <HomeScreen />
}
