/** Types of eslint/layers.js for the TypeScript tests that reuse its layer order. */
export declare const LAYERS: Readonly<Record<string, readonly string[]>>;
export declare function layerOf(file: string): string | undefined;
export declare function extensionFamilyOf(file: string): string | undefined;
export declare function extensionImportProblem(from: string | undefined, to: string | undefined): 'extensionRoot' | 'sharedUp' | 'family' | undefined;
export declare const layersPlugin: { rules: Record<string, unknown> };
