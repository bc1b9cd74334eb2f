// Types of outside-references.js for its test (the ESLint config itself is plain JavaScript).
import type { Linter } from "eslint";

export declare function findOutsideReference(text: string): { text: string; what: string } | null;
export declare const outsideReferences: Linter.Config;
