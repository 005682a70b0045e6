/**
 * A test whose checks the screen's size plays no part in (a refusal's message, a save without a
 * connection, a list's paging): it runs at the phone's size only, the size most visitors and the
 * staff at the counter use. Playwright's config leaves tests with this tag out of the desktop runs.
 */
export const ONE_SIZE = { tag: '@one-size' }
