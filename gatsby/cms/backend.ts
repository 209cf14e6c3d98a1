/** Where /admin reads and writes content: the git host, chosen by environment variables (docs/editing.md). */

export interface CmsOptions {
  /** "github" (default) or "git-gateway": DECAP_BACKEND. */
  backend?: string
  /** owner/name of the repository on GitHub: DECAP_REPO. */
  repo?: string
  /** The branch editors publish to: DECAP_BRANCH (default main). */
  branch?: string
  /** OAuth server for GitHub logins when the site is not hosted on Netlify: DECAP_BASE_URL. */
  baseUrl?: string
  /** Path on that server, e.g. "auth" or "api/auth": DECAP_AUTH_ENDPOINT. */
  authEndpoint?: string
  /** Use `npx decap-server` on this machine instead of the git host (on under `gatsby develop`). */
  localBackend?: boolean
  siteUrl?: string
}

export const DEFAULT_REPO = "your-company/florida-commercial-cleaning"

/** Options from the environment (documented in docs/editing.md). */
export function optionsFromEnv(env: NodeJS.ProcessEnv, develop: boolean): CmsOptions {
  const flag = env.DECAP_LOCAL_BACKEND
  return {
    backend: env.DECAP_BACKEND || "github",
    repo: env.DECAP_REPO || undefined,
    branch: env.DECAP_BRANCH || undefined,
    baseUrl: env.DECAP_BASE_URL || undefined,
    authEndpoint: env.DECAP_AUTH_ENDPOINT || undefined,
    localBackend: flag ? flag === "true" || flag === "1" : develop,
  }
}

export function backendOf(options: CmsOptions): Record<string, unknown> {
  const name = options.backend ?? "github"
  if (name !== "github" && name !== "git-gateway") {
    throw new Error(`DECAP_BACKEND must be "github" or "git-gateway", not "${name}"`)
  }
  const backend: Record<string, unknown> = { name, branch: options.branch ?? "main" }
  if (name === "github") backend.repo = options.repo ?? DEFAULT_REPO
  if (options.baseUrl) backend.base_url = options.baseUrl
  if (options.authEndpoint) backend.auth_endpoint = options.authEndpoint
  backend.commit_messages = {
    create: "Add {{collection}} \"{{slug}}\" (by {{author-name}} in /admin)",
    update: "Update {{collection}} \"{{slug}}\" (by {{author-name}} in /admin)",
    delete: "Delete {{collection}} \"{{slug}}\" (by {{author-name}} in /admin)",
    uploadMedia: "Upload \"{{path}}\" (by {{author-name}} in /admin)",
    deleteMedia: "Delete \"{{path}}\" (by {{author-name}} in /admin)",
  }
  return backend
}
