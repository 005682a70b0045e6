import { resetAndSeed } from '../../../scripts/seed/seed.mjs'

/** Every run starts from the same seeded data. */
export default async function globalSetup() {
  await resetAndSeed()
}
