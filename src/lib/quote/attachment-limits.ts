/**
 * Attachment size limits. MAX_FILE_MB is the one configured per-file value shared with the
 * database: the migration sets the bucket's file_size_limit to the same number of bytes, and
 * __tests__/database fails if the two differ. 50 MB is the hosted free plan's ceiling; on a paid
 * plan raise both together (see supabase/README.md).
 */
export const MB = 1024 * 1024

export const MAX_FILE_MB = 50
export const MAX_FILE_BYTES = MAX_FILE_MB * MB

/** Spec section 9: the attachments of one quote together may not exceed 200MB. */
export const MAX_TOTAL_MB = 200
export const MAX_TOTAL_BYTES = MAX_TOTAL_MB * MB

/** Storage's cache control for uploads, in seconds (spec section 9). */
export const UPLOAD_CACHE_CONTROL = "3600"

export const ATTACHMENT_BUCKET = "quote-attachments"
