import type { ReactNode } from 'react'
import { FIRST_LOOK_PART } from './first-look-part'

/**
 * A part of the first look the entry draws later (first-look-part.ts): the build renders
 * `children` inside an inert <template>, with their styles in the page's sheet.
 */
export function FirstLookTemplate({ name, children }: { name: string; children: ReactNode }) {
  return <template {...{ [FIRST_LOOK_PART]: name }}>{children}</template>
}
