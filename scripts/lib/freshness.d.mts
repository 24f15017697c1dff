export declare function outdated(output: string, inputs: string[]): boolean;
