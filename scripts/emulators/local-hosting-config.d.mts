export declare const EMULATOR_ORIGINS: string[]
export declare function localContentSecurityPolicy(policy: string): string
export declare function writeLocalFirebaseConfig(projectRoot: string): string
