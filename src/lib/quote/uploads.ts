/**
 * Whether quote attachments can be sent. They need the backend, and can be switched off at build
 * time (GATSBY_QUOTE_UPLOADS=off), for instance while a project's storage quota is exhausted:
 * quotes are still saved and the form says that files cannot be sent (spec section 8,
 * "Attachments present but storage unavailable").
 */
import { isBackendConfigured } from "../supabase/client"

export const areUploadsAvailable = (): boolean => isBackendConfigured() && process.env.GATSBY_QUOTE_UPLOADS !== "off"
