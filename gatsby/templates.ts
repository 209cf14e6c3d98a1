import path from "node:path"

const template = (name: string) => path.resolve(__dirname, `../src/templates/${name}.tsx`)

/** One template per page type generated from content. */
export const TEMPLATES = {
  service: template("service"),
  location: template("location"),
  client: template("client"),
  post: template("post"),
  job: template("job"),
} as const
