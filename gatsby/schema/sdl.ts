/**
 * GraphQL type definitions generated from the content schemas, so a field declared once in
 * src/lib/content/ is the same field in a query: required in yup is "!" here (typegen emits a
 * non-null type), a choice named with `graphqlEnum` is a GraphQL enum (typegen emits its values),
 * an image path is a File, a date a Date, a slug of another type a link to that node.
 */
import type { AnySchema } from "yup"
import { choicesOf, effectiveDescription, isImage, testOf, type Description } from "../lib/describe-schema"

export interface NodeDefinition {
  nodeType: string
  /** The node's fields: an object schema, or a list whose entries are the nodes (data files). */
  schema: AnySchema
  /** Made from a markdown file: adds the rendered body as `html`. */
  markdown?: boolean
  /** Fields that are not in the file (a link to a translation, a language read from the folder), as SDL. */
  extraFields?: string[]
}

class SdlWriter {
  private readonly enums = new Map<string, string>()
  private readonly types = new Map<string, string>()

  /** Records a named definition; the same name must always mean the same thing. */
  private define(map: Map<string, string>, name: string, sdl: string) {
    const earlier = map.get(name)
    if (earlier !== undefined && earlier !== sdl) throw new Error(`GraphQL type ${name} is defined twice, differently:\n${earlier}\n${sdl}`)
    map.set(name, sdl)
  }

  private enumOf(name: string, description: Description, where: string): string {
    const values = choicesOf(description)
    const invalid = values.filter((value) => !/^[_A-Za-z][_0-9A-Za-z]*$/.test(value))
    if (invalid.length) throw new Error(`${where}: ${invalid.join(", ")} cannot be values of the GraphQL enum ${name}`)
    this.define(this.enums, name, `enum ${name} { ${values.join(" ")} }`)
    return name
  }

  /** The GraphQL type of a field, without its "!" and with its directives. */
  private typeOf(description: Description, where: string): { type: string; directive?: string } {
    const meta = description.meta ?? {}
    switch (description.type) {
      case "string":
        if (meta.link) return { type: meta.link, directive: `@link(by: "slug")` }
        if (isImage(description)) return { type: "File", directive: "@fileByRelativePath" }
        if (meta.graphqlEnum) return { type: this.enumOf(meta.graphqlEnum, description, where) }
        return { type: "String" }
      case "number":
        return { type: testOf(description, "integer") ? "Int" : "Float" }
      case "boolean":
        return { type: "Boolean" }
      case "date":
        return { type: "Date", directive: "@dateformat" }
      case "object":
        if (!meta.graphqlType) throw new Error(`${where}: a nested object needs a GraphQL type name: wrap it in named()`)
        this.define(this.types, meta.graphqlType, `type ${meta.graphqlType} { ${this.fieldsOf(description, where).join(" ")} }`)
        return { type: meta.graphqlType }
      case "array": {
        const inner = this.typeOf({ ...description.innerType!, meta: { ...description.innerType!.meta, ...meta } }, `${where}[]`)
        return { type: `[${inner.type}${description.innerType!.nullable ? "" : "!"}]`, directive: inner.directive }
      }
      default:
        throw new Error(`${where}: no GraphQL type for a yup ${description.type}`)
    }
  }

  private fieldsOf(description: Description, where: string): string[] {
    return Object.entries(description.fields ?? {}).map(([name, field]) => {
      const { type, directive } = this.typeOf(field, `${where}.${name}`)
      const bang = field.optional || field.nullable ? "" : "!"
      return [`${name}: ${type}${bang}`, directive].filter(Boolean).join(" ")
    })
  }

  node({ nodeType, schema, markdown, extraFields = [] }: NodeDefinition) {
    const described = effectiveDescription(schema)
    const entry = described.type === "array" ? described.innerType! : described
    const fields = this.fieldsOf(entry, nodeType)
    if (markdown) fields.push("html: String! @markdownHtml")
    fields.push(...extraFields)
    this.define(this.types, nodeType, `type ${nodeType} implements Node @dontInfer {\n  ${fields.join("\n  ")}\n}`)
  }

  toString() {
    return [...this.enums.values(), ...this.types.values()].join("\n\n") + "\n"
  }
}

/** The type definitions of these nodes and every enum and nested type they use. */
export function typeDefsFor(nodes: NodeDefinition[]): string {
  const writer = new SdlWriter()
  nodes.forEach((node) => writer.node(node))
  return writer.toString()
}
