// The layers of src/ and the staff's slices, as dependency-cruiser rules (`npm run lint` runs
// them: .dependency-cruiser.mjs). Imports flow one way, bottom to top:
// config <- lib <- components <- features <- app. A feature imports no other feature; each part
// of the staff's side (src/features/dashboard/<part>) is a feature of its own whose one entrance
// is its index.ts, and dashboard/shared is the ground all parts stand on. No import closes a
// circle, between files or between folders. Tests and src/testing may reach anywhere: they are
// not cruised.

/** @typedef {import('dependency-cruiser').IForbiddenRuleType} Rule */

/** The staff's side, made of parts. */
const PARTS = '^src/features/dashboard/'

/** The folders a circle may not join: a folder of config, lib, components or app, a feature, a part. */
const UNIT =
  '^src/((config|lib|components|app)/[^/]+|features/(?!dashboard$)[^/]+|features/dashboard/[^/]+)$'

/** The layers, bottom to top; each imports none above it. */
const LAYERS = [
  {
    folder: 'config',
    name: 'config-imports-nothing-of-ours',
    comment: 'src/config is the ground floor: it imports nothing of ours.',
  },
  {
    folder: 'lib',
    name: 'lib-imports-upwards',
    comment: 'src/lib is shared code: it imports neither components, features nor app.',
  },
  {
    folder: 'components',
    name: 'components-import-upwards',
    comment: 'src/components is shared UI: it imports neither features nor app.',
  },
  {
    folder: 'features',
    name: 'feature-imports-app',
    comment: 'A feature does not import app/: app puts the features together.',
  },
]
const ORDER = [...LAYERS.map((layer) => layer.folder), 'app']

/** @type {Rule[]} */
const layerRules = LAYERS.map(({ folder, name, comment }, index) => ({
  name,
  comment,
  severity: 'error',
  from: { path: `^src/${folder}/` },
  to: { path: `^src/(${ORDER.slice(index + 1).join('|')})/` },
}))

/** @type {Rule[]} */
export const forbidden = [
  ...layerRules,
  {
    name: 'feature-imports-feature',
    comment:
      'A feature does not import another: move what both need into lib, components or config, or join them in app/.',
    severity: 'error',
    from: { path: '^src/features/([^/]+)/' },
    to: { path: '^src/features/', pathNot: '^src/features/$1/' },
  },
  {
    name: 'part-internals',
    comment:
      "A part of the staff's side imports another part only through its entrance, <part>/index.ts; what both need moves to dashboard/shared or lib.",
    severity: 'error',
    from: { path: `${PARTS}([^/]+)/`, pathNot: `${PARTS}shared/` },
    to: {
      path: `${PARTS}(?!shared/)[^/]+/.+`,
      pathNot: [`${PARTS}$1/`, `${PARTS}[^/]+/index\\.ts$`],
    },
  },
  {
    name: 'ground-imports-part',
    comment:
      'dashboard/shared is what the parts share: it imports none of them (move the code into the part).',
    severity: 'error',
    from: { path: `${PARTS}shared/` },
    to: { path: `${PARTS}(?!shared/)[^/]+/` },
  },
  {
    name: 'no-file-circle',
    comment: 'No import closes a circle between files: move what both sides need below them.',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
  {
    name: 'no-folder-circle',
    comment:
      "No import closes a circle between units: a folder of lib, components or app, a feature, a part of the staff's side (a feature's own folders may lean on each other).",
    severity: 'error',
    scope: 'folder',
    from: { path: UNIT },
    to: { path: UNIT, circular: true },
  },
]

/** @type {import('dependency-cruiser').ICruiseOptions} */
export const options = {
  includeOnly: '^src/',
  exclude: { path: ['\\.test\\.tsx?$', '^src/testing/', '\\.d\\.ts$'] },
  doNotFollow: { path: 'node_modules' },
  tsPreCompilationDeps: true,
  tsConfig: { fileName: 'tsconfig.app.json' },
  enhancedResolveOptions: {
    exportsFields: ['exports'],
    conditionNames: ['import', 'require', 'node', 'default', 'types'],
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  },
}
