// Types for the parts of the `xliff` library (npm, no type declarations of its own) that the XLIFF
// exchange uses (xliff-exchange.server.ts): XLIFF 1.2 to its object model and back. The model is
// described in node_modules/xliff/README.md ("Using Inline Elements").
declare module "xliff/jsToXliff12" {
  import type { XliffDocument } from "xliff/model";
  /** Writes XLIFF 1.2; `indent: ""` writes no line breaks of its own (which would land inside texts). */
  export default function jsToXliff12(document: XliffDocument, options?: { indent?: string; xmlLangAttr?: boolean }): Promise<string>;
}

declare module "xliff/xliff12ToJs" {
  import type { XliffDocument } from "xliff/model";
  /** Reads XLIFF 1.2; rejects on XML that is not well-formed (most of it: a file cut short is not noticed). */
  export default function xliff12ToJs(xml: string, options?: { captureSpacesBetweenElements?: boolean }): Promise<XliffDocument>;
}

declare module "xliff/model" {
  import type { InlineValue } from "~/features/translations/xliff-inline";
  export interface XliffUnit {
    source?: InlineValue;
    target?: InlineValue;
    note?: string | string[];
    additionalAttributes?: Record<string, string>;
  }
  export interface XliffGroup {
    groupUnits: Record<string, XliffUnit | XliffGroup>;
    additionalAttributes?: Record<string, string>;
  }
  export interface XliffDocument {
    sourceLanguage?: string;
    targetLanguage?: string;
    /** Set when the file names a version other than 1.2. */
    xliffVersion?: string;
    /** One entry per <file>, by its `original`. */
    resources: Record<string, Record<string, XliffUnit | XliffGroup>>;
  }
}
