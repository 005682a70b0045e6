import path from 'node:path'

/**
 * Keeps src/'s layers one-way, bottom to top: config <- lib <- components <- features <- app. Each
 * layer imports only from the layers below it (config, at the bottom, imports nothing of ours);
 * config, lib and components are shared by everything and import neither features nor app; a
 * feature imports no other feature and not app; app puts it all together. Static imports,
 * re-exports and import() are checked, through the `@/` alias or a relative path alike.
 */

/** The shared layers, bottom first. */
const SHARED = ['config', 'lib', 'components']

/**
 * The layer a path inside the project belongs to, or null outside the layered folders.
 * @param {string} file a path relative to the project's root, with forward slashes
 * @returns {{ layer: 'shared'; rank: number } | { layer: 'app' } | { layer: 'feature'; feature: string } | null}
 */
function layerOf(file) {
  const [top, folder, name] = file.split('/')
  if (top !== 'src' || folder === undefined) return null
  if (SHARED.includes(folder)) return { layer: 'shared', rank: SHARED.indexOf(folder) }
  if (folder === 'app') return { layer: 'app' }
  if (folder === 'features' && name) return { layer: 'feature', feature: name }
  return null
}

/**
 * Where an import points, relative to the project's root; null for packages.
 * @param {string} specifier
 * @param {string} importer the importing file, relative to the project's root
 */
function targetOf(specifier, importer) {
  if (specifier.startsWith('@/')) return `src/${specifier.slice(2)}`
  if (specifier.startsWith('.')) return path.posix.join(path.posix.dirname(importer), specifier)
  return null
}

/** @type {import('eslint').Rule.RuleModule} */
export const layerImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the imports between app, features and shared code one-way.' },
    messages: {
      sharedImportsHigherShared:
        'src/{{folder}} sits below src/{{target}}: it does not import it (config <- lib <- components).',
      sharedImportsUp:
        'src/{{folder}} is shared code: it imports neither features nor app (move what both need into lib, components or config).',
      featureImportsApp: 'A feature does not import app/: app puts the features together.',
      featureImportsFeature:
        'The feature {{from}} does not import the feature {{to}}: move what both need into lib, components or config, or join them in app/.',
    },
    schema: [],
  },
  create(context) {
    const importer = path.relative(context.cwd, context.filename).split(path.sep).join('/')
    const from = layerOf(importer)
    if (!from || from.layer === 'app') return {}

    /** @param {import('estree').Node | null | undefined} source */
    function check(source) {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return
      const target = targetOf(source.value, importer)
      const to = target ? layerOf(target) : null
      if (!to) return
      if (to.layer === 'shared') {
        if (from?.layer === 'shared' && to.rank > from.rank) {
          const data = { folder: SHARED[from.rank], target: SHARED[to.rank] }
          context.report({ node: source, messageId: 'sharedImportsHigherShared', data })
        }
        return
      }
      if (from?.layer === 'shared') {
        const folder = importer.split('/')[1]
        context.report({ node: source, messageId: 'sharedImportsUp', data: { folder } })
      } else if (from?.layer === 'feature' && to.layer === 'app') {
        context.report({ node: source, messageId: 'featureImportsApp' })
      } else if (
        from?.layer === 'feature' &&
        to.layer === 'feature' &&
        to.feature !== from.feature
      ) {
        const data = { from: from.feature, to: to.feature }
        context.report({ node: source, messageId: 'featureImportsFeature', data })
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    }
  },
}

/** @type {import('eslint').ESLint.Plugin} */
export default { rules: { 'layer-imports': layerImports } }
