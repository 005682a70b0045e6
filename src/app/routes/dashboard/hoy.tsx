import { TodayListsScreen } from '@/features/dashboard/components/today/today-lists-screen'

export function Component() {
  return <TodayListsScreen />
}
