/** The OPML upload's limit, as the server applies it (POST /api/admin/corpus/opml). */
export const OPML_MAX_BYTES = 2 * 1024 * 1024;
