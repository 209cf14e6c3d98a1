import path from "node:path"

/** src/templates/<name>.tsx, the template a content type names in src/lib/content/content-types.ts. */
export const templatePath = (name: string) => path.resolve(__dirname, `../src/templates/${name}.tsx`)
