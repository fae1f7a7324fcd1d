/**
 * Answers smaller than this go as they are: the encoding would save too little. The one bound
 * for both the answers the server compresses (app.ts) and the copies the build compresses once
 * (scripts/precompress.ts), so a small file is never compressed by either.
 */
export const COMPRESS_MIN_BYTES = 1024
