// Types of import-boundaries.js for its test (the ESLint config itself is plain JavaScript).
import type { Linter } from "eslint";

export declare const featureDependencies: Record<string, string[]>;
export declare const importBoundaries: Linter.Config;
