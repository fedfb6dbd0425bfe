// Types of comment-citations.js for the tests that import it.
export declare const OUTSIDE_CITATIONS: RegExp[];
export declare const outsideCitation: (text: string) => string | null;
export declare const markupComments: (source: string) => string[];
export declare const commentCitationRules: Record<string, unknown>;
