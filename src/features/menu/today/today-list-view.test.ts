import { bodyFont, headingFont } from '@/config/fonts'
import { TODAY_LIST_FONTS } from './today-list-view'

/** The first family of a CSS font list: its web font. */
const webFont = (list: string) => list.split(',')[0]

describe('TODAY_LIST_FONTS', () => {
  it("names the site's web fonts alone, as config/fonts.ts spells them", () => {
    expect(TODAY_LIST_FONTS).toEqual([
      `400 1rem ${webFont(bodyFont) ?? ''}`,
      `600 1rem ${webFont(bodyFont) ?? ''}`,
      `400 1.5rem ${webFont(headingFont) ?? ''}`,
    ])
  })
})
