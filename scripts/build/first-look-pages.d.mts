export declare const FIRST_LOOK_PAGES: readonly { path: string; file: string }[]
export declare const SHELL_FILE: string
