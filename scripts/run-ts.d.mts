// Types of run-ts.mjs for the TypeScript scripts that start a server process the way `npm start` does.
export declare const SERVER_HEAP_MB: number;
export declare function storeProcessEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export declare function nodeFlags(env: NodeJS.ProcessEnv): string[];
export declare function runTs(entry: string, args: string[]): void;
