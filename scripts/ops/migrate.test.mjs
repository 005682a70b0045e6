import { describe, expect, it } from 'vitest'
import { loadMigrations, migrationProblems } from './migrate.mjs'

const run = async () => ({})

describe('migrationProblems', () => {
  it('accepts a module whose id is its file name, with a description and a run function', () => {
    expect(
      migrationProblems([
        { file: '002-algo-nuevo.mjs', module: { id: '002-algo-nuevo', description: 'x', run } },
      ]),
    ).toEqual([])
  })

  it('names each thing wrong, one line each', () => {
    expect(
      migrationProblems([
        { file: '002-algo.mjs', module: { id: '2-algo', run } },
        { file: 'algo.mjs', module: {} },
      ]),
    ).toEqual([
      '002-algo.mjs: its id must be "002-algo"',
      '002-algo.mjs: it exports no description',
      "algo.mjs: a migration's file is named NNN-name.mjs",
    ])
  })
})

describe('loadMigrations', () => {
  it('loads the migrations of scripts/migrations in the order of their numbers, tests left out', async () => {
    const migrations = await loadMigrations()
    const ids = migrations.map((migration) => migration.id)
    expect(ids[0]).toBe('001-gallery-projections')
    expect(ids).toEqual([...ids].sort())
    expect(ids.every((id) => /^\d{3}-/.test(id))).toBe(true)
  })
})
