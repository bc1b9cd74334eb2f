// Types of visitor-reads.js for its test (the ESLint config itself is plain JavaScript).
import type { Linter } from "eslint";

export declare const visitorFiles: string[];
export declare const visitorTables: string[];
export declare const visitorReads: Linter.Config[];
