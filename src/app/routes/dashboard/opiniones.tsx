import { OpinionsScreen } from '@/features/dashboard/components/opinions-screen'

export function Component() {
  return <OpinionsScreen />
}
