import { rmSync } from 'node:fs'
import { RULES_COVERAGE_DIR } from './support'

/** Each run writes fresh coverage reports: none may be left from an earlier run. */
export default function globalSetup() {
  rmSync(RULES_COVERAGE_DIR, { recursive: true, force: true })
}
