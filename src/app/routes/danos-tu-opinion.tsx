import { OpinionForm } from '@/features/opinions/components/opinion-form'

export function Component() {
  return <OpinionForm headingLevel="h1" />
}
