import { describe, expect, it } from 'vitest'

import { SEED_COMMAND, UsageError, parseArgs, withSeed } from './cli-args.mjs'

describe('parseArgs', () => {
  it('reads --keep-data with a command', () => {
    expect(parseArgs(['--keep-data', '--', 'vite', '--port', '5173'])).toEqual({
      hosting: false,
      seed: false,
      keepData: true,
      command: 'vite --port 5173',
    })
  })

  it('keeps --seed and --hosting as they were', () => {
    expect(parseArgs(['--seed', '--hosting', '--', 'npm run x'])).toEqual({
      hosting: true,
      seed: true,
      keepData: false,
      command: 'npm run x',
    })
    expect(parseArgs([])).toEqual({ hosting: false, seed: false, keepData: false })
  })

  it('quotes the words of a command given word by word', () => {
    expect(parseArgs(['--', 'echo', "it's", 'a b']).command).toBe(`echo 'it'\\''s' 'a b'`)
  })

  it.each([
    [['--keep-data'], '--keep-data needs a command after --'],
    [['--seed'], '--seed needs a command after --'],
    [['--seed', '--keep-data', '--', 'vite'], /drop --seed/],
    [['--import', 'x', '--', 'vite'], 'Unknown option --import'],
    [['--'], 'No command after --'],
  ])('rejects %j', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(UsageError)
    expect(() => parseArgs(argv)).toThrow(message)
  })
})

describe('withSeed', () => {
  it('seeds before the command only when asked', () => {
    expect(withSeed('vite', true)).toBe(`${SEED_COMMAND} && vite`)
    expect(withSeed('vite', false)).toBe('vite')
  })
})
