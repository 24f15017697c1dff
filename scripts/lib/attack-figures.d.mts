export declare const DEFAULT_ATTACK_SEED: number;
export declare function clearFigures(): void;
export declare function figuresLine(mode: string, seed: number): string;
