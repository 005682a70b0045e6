// The shop's settings' default values are shop-defaults.json beside this file (typed and exported
// as DEFAULT_SETTINGS by src/lib/shop/default-settings.ts): config sits at the bottom of the
// layers and imports nothing of ours.

/** Fixed facts about the shop's clock. */
export const shop = {
  timeZone: 'America/Bogota',
  /** America/Bogota is UTC-5 all year (no daylight saving since 1993). */
  utcOffsetMinutes: -300,
} as const
