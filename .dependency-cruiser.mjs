import { forbidden, options } from './scripts/lint/dependency-rules.mjs'

/** @type {import('dependency-cruiser').IConfiguration} */
export default { forbidden, options }
