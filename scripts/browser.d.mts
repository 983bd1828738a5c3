export declare const BROWSER_FLAGS: string[]
export declare function packagedVersion(): string
export declare function browserPath(): Promise<string>
