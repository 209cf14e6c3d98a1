/**
 * The File actually uploaded: the visitor's file, re-wrapped when the browser reported no type
 * or a type other than the one its extension implies (a CSV reported as
 * application/vnd.ms-excel, a phone photo with an empty type). supabase-js sends a Blob as
 * multipart form data whose part carries the Blob's own type, so the type must be right on
 * the File itself, not only in the upload options.
 */
export function withContentType(file: File, contentType: string): File {
  if (file.type === contentType) return file
  return new File([file], file.name, { type: contentType, lastModified: file.lastModified })
}
