import { TermsPage } from '@/features/legal/components/terms-page'

export function Component() {
  return <TermsPage />
}
