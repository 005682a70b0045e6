export declare function htmlFileOf(path: string): string
export declare const SHELL_FILE: string
