/**
 * How often an open menu page reads its list of the day again while the visitor looks at it: an
 * Agotado or a new price of the counter reaches the screen within a minute (one small read).
 */
export const FOLLOW_INTERVAL_MS = 45_000
