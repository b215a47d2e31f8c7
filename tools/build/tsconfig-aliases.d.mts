export declare const workspaceRoot: string;
export declare function tsconfigAliases(): Record<string, string>;
