import { describe, expect, it } from 'vitest'

import { parseIssue } from './rules-compiler.mjs'

describe('parseIssue', () => {
  it("reads the compiler's issue as the rules runtime gives it", () => {
    const raw = JSON.stringify({
      description_: "mismatched input ';'",
      sourcePosition_: { fileName_: 'firestore.rules', line_: 17, column_: 37 },
      severity_: 3,
    })
    expect(parseIssue(raw)).toEqual({ line: 17, column: 37, description: "mismatched input ';'" })
  })

  it('keeps a message that is not JSON as it is', () => {
    expect(parseIssue('the rules do not compile')).toEqual({
      line: 0,
      column: 0,
      description: 'the rules do not compile',
    })
  })
})
