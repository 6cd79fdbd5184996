export declare const PAGE_DATA_ID: 'page-data';
/** The key of one API read: its path without `/api/`, parameters sorted, without `lang` and `preview`. */
export declare function readKey(pathAndQuery: string): string;
