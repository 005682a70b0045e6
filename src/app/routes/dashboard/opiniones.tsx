import { OpinionsScreen } from '@/features/dashboard/opinions/components/opinions-screen'

export function Component() {
  return <OpinionsScreen />
}
