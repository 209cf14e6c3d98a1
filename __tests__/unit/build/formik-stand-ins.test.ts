/**
 * Formik's lodash helpers and hoist-non-react-statics in the browser bundle are ours (src/lib/stand-ins,
 * aliased in plugins/webpack-stand-ins/stand-ins.ts): they must give what the packages give for what Formik
 * hands them, checked here against the packages themselves (lodash: the CommonJS build of the same
 * version as lodash-es).
 */
import fs from "node:fs"
import path from "node:path"
import { STAND_INS } from "../../../plugins/webpack-stand-ins/stand-ins"
import { Component, forwardRef, memo } from "react"
import realHoist from "hoist-non-react-statics"
import clone from "../../../plugins/webpack-stand-ins/browser/clone"
import cloneDeep from "../../../plugins/webpack-stand-ins/browser/clone-deep"
import hoistNonReactStatics from "../../../plugins/webpack-stand-ins/browser/hoist-non-react-statics"
import toPath from "../../../plugins/webpack-stand-ins/browser/to-path"
import { initialQuoteValues } from "../../../src/lib/quote/form-values"

// eslint-disable-next-line @typescript-eslint/no-require-imports
const lodash = { clone: require("lodash/clone"), cloneDeep: require("lodash/cloneDeep"), toPath: require("lodash/toPath") }
const ROOT = path.resolve(__dirname, "../../..")

describe("Formik's lodash imports", () => {
  it("are still the three helpers the stand-ins replace, imported by the module name the aliases match", () => {
    const formik = fs.readFileSync(path.join(ROOT, "node_modules/formik/dist/formik.esm.js"), "utf8")
    const imports = [...formik.matchAll(/from '(lodash-es\/[^']+)'/g)].map((match) => match[1]).sort()
    expect(imports).toEqual(["lodash-es/clone", "lodash-es/cloneDeep", "lodash-es/isPlainObject", "lodash-es/toPath"])
    expect(formik).toMatch(/^import hoistNonReactStatics from 'hoist-non-react-statics';$/m)
    for (const name of ["lodashClone", "lodashCloneDeep", "lodashToPath", "hoistNonReactStatics"] as const) {
      expect([...imports, "hoist-non-react-statics"]).toContain(STAND_INS[name].target)
      expect(fs.existsSync(STAND_INS[name].replacement)).toBe(true)
    }
  })
})

describe("toPath stand-in", () => {
  const names = [
    "services", "contacts[0].email", "a.b.c", "a[0].b.c", "a[-1.5]", 'a["b.c"].d', "a['x\\'y']", "a..b", ".a", "a.", "a[]",
    "[0]", "", "a[b]", "a.b[0][1].c", 'a["\\\\"]', "friends.0.name",
  ]
  it.each(names)("splits %p as lodash does", (name) => {
    expect(toPath(name)).toEqual(lodash.toPath(name))
  })
  it("keeps array paths and converts their keys as lodash does (numbers to strings, -0 to \"-0\")", () => {
    for (const value of [["a", 0, "b"], [1, -0, 2.5], []]) expect(toPath(value)).toEqual(lodash.toPath(value))
  })
  it("treats numbers, null and undefined as lodash does", () => {
    for (const value of [0, 12, -0, null, undefined]) expect(toPath(value)).toEqual(lodash.toPath(value))
  })
})

describe("clone stand-in", () => {
  it("copies one level of arrays and objects, keeping the nested values and the prototype", () => {
    const nested = { deep: true }
    const values = [{ a: 1, nested }, ["x", nested], "text", 3, null, undefined]
    for (const value of values) {
      const ours = clone(value)
      expect(ours).toEqual(lodash.clone(value))
      if (value && typeof value === "object") {
        expect(ours).not.toBe(value)
        expect(Object.values(ours as object)).toContain(nested)
      }
    }
    class Shape { side = 2 }
    const copy = clone(new Shape())
    expect(copy).toBeInstanceOf(Shape)
    expect(copy).toEqual(lodash.clone(new Shape()))
  })
})

describe("cloneDeep stand-in", () => {
  it("copies the quote form's initial values and state at every depth, as lodash does", () => {
    const states = [initialQuoteValues, { services: ["Office Cleaning"], nested: { list: [{ a: 1 }], when: new Date(0) } }, {}, [], "x", null]
    for (const value of states) {
      const ours = cloneDeep(value)
      expect(ours).toEqual(lodash.cloneDeep(value))
      if (value && typeof value === "object") expect(ours).not.toBe(value)
    }
    const state = { services: ["Office Cleaning"] }
    const copy = cloneDeep(state)
    copy.services.push("Window Cleaning")
    expect(state.services).toEqual(["Office Cleaning"])
  })
})

describe("hoist-non-react-statics stand-in", () => {
  const SECRET = Symbol("secret")
  const makeSource = () => {
    class Base extends Component { static inherited = "from the base class" }
    class Source extends Base {
      static displayName = "Source"
      static defaultProps = { a: 1 }
      static helper = () => "helper"
      static [SECRET] = 42
      static skipped = "blacklisted"
    }
    return Source
  }
  const targets = {
    function: () => Object.assign(() => null, { displayName: "Target" }),
    "forwardRef component": () => forwardRef(() => null),
    "memo component": () => memo(() => null),
  }
  const ownStatics = (value: object) =>
    Object.fromEntries(Reflect.ownKeys(value).filter((key) => typeof key === "symbol" || !["length", "name", "prototype"].includes(key)).map((key) => {
      // Functions made per target (a memo's inner component) differ by identity only: compared by kind.
      const found = (value as Record<PropertyKey, unknown>)[key]
      return [String(key), typeof found === "function" ? "function" : found]
    }))

  it.each(Object.keys(targets) as (keyof typeof targets)[])("copies the same statics as the package onto a %s", (kind) => {
    const source = makeSource()
    const ours = hoistNonReactStatics(targets[kind](), source, { skipped: true })
    const theirs = realHoist(targets[kind](), source, { skipped: true })
    expect(ownStatics(ours)).toEqual(ownStatics(theirs))
    expect(ownStatics(ours)).toMatchObject({ inherited: "from the base class", "Symbol(secret)": 42 })
    expect(ownStatics(ours)).not.toHaveProperty("skipped")
  })

  it("leaves a target alone when the source is an HTML tag name", () => {
    const target = () => null
    expect(ownStatics(hoistNonReactStatics(target, "div"))).toEqual(ownStatics(realHoist(() => null, "div" as never)))
  })
})
