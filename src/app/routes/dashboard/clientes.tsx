import { CustomersScreen } from '@/features/dashboard/free-cones/components/customers-screen'

export function Component() {
  return <CustomersScreen />
}
