import { CookiesPage } from '@/features/legal/components/cookies-page'

export function Component() {
  return <CookiesPage />
}
