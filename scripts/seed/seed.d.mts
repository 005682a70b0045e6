export declare const PROJECT_ID: string
export declare const BUCKET: string
export declare const DEMO_USERS: { email: string; password: string; role: string }[]
export declare function seed(options?: { now?: number }): Promise<{ images: number; users: number }>
export declare function resetAndSeed(): Promise<{ images: number; users: number }>
