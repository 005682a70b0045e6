import { Outlet } from 'react-router'
import { RequireAdmin } from '@/features/auth/components/require-admin'
import { useSignOut } from '@/features/auth/hooks/use-sign-out'
import { DashboardLayout } from '@/features/dashboard/panel/components/dashboard-layout'

/** Every /dashboard route: admins only, inside the dashboard's menu. */
export function Component() {
  const signOut = useSignOut()
  return (
    <RequireAdmin>
      {({ email }) => (
        <DashboardLayout email={email} onSignOut={signOut}>
          <Outlet />
        </DashboardLayout>
      )}
    </RequireAdmin>
  )
}
