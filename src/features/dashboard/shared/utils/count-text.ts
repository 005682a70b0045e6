/** The counts in the menu and on the home screen say "99+" above this. */
export const COUNT_CAP = 99

/** A count as a badge shows it: "99+" above the cap. */
export const badgeText = (count: number) =>
  count > COUNT_CAP ? `${String(COUNT_CAP)}+` : String(count)

/** A count as a sentence says it: "más de 99" above the cap. */
export const countWords = (count: number) =>
  count > COUNT_CAP ? `más de ${String(COUNT_CAP)}` : String(count)
