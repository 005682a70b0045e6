import { CustomersScreen } from '@/features/dashboard/components/customers-screen'

export function Component() {
  return <CustomersScreen />
}
