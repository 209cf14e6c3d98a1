import type { Lang } from "./language"

/** A role as the careers and jobs queries give it: its English words, and its Spanish when written and asked for (its facts are one). */
interface Role {
  title: string
  summary: string
  es?: { title: string; summary: string } | null
}

/**
 * The roles a list shows in its language: in English all of them; in Spanish those whose Spanish is written
 * (content/jobs/es/), in their Spanish words (a job without it is built in English only).
 */
export function rolesIn<R extends Role>(roles: readonly R[], lang: Lang): R[] {
  if (lang === "en") return [...roles]
  return roles.flatMap((role) => (role.es ? [{ ...role, title: role.es.title, summary: role.es.summary }] : []))
}
