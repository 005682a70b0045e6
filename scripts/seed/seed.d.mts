export interface SeedOptions {
  /** A `demo-` project id; defaults to GCLOUD_PROJECT or demo-heladeria-colon. */
  projectId?: string
  /** Storage bucket; defaults to `{projectId}.appspot.com`. */
  bucket?: string
  /** Clock used for the documents' fecha (milliseconds since the epoch). */
  now?: number
}

export interface SeedSummary {
  projectId: string
  bucket: string
  /** Documents written per collection. */
  documents: Record<string, number>
  /** Storage objects uploaded (large, small and, for wide pictures, medium variants). */
  files: number
  /** contadores/{name}.ultimo after seeding. */
  counters: Record<string, number>
  users: { email: string; uid: string; role: 'admin' | 'cliente'; created: boolean }[]
}

export declare const PROJECT_ID: string
export declare const BUCKET: string
export declare const MENU_COLLECTIONS: readonly string[]
export declare const CONO_GRATIS: 'cono-gratis'
export declare const RESET_COLLECTIONS: readonly string[]
export declare const DEMO_USERS: readonly {
  email: string
  password: string
  role: 'admin' | 'cliente'
}[]

export declare function downloadUrl(bucket: string, path: string, token: string): string
export declare function demoToken(path: string): string
export declare function seed(options?: SeedOptions): Promise<SeedSummary>
export declare function clearDemoData(
  options?: Omit<SeedOptions, 'now'>,
): Promise<{ collections: string[]; files: number }>
export declare function resetAndSeed(options?: SeedOptions): Promise<SeedSummary>
export declare const DEMO_VISITOR_FOLDER: string
