/**
 * Stands in for hoist-non-react-statics 3.3 in the browser bundle (STAND_INS in
 * plugins/webpack-stand-ins/gatsby-node.ts). Formik calls it when its module loads, for its connect()ed
 * components (FastField, ErrorMessage, FieldArray; this site uses none of them). The package's only
 * weight is react-is (about 0.7 KB gzipped), which it uses to tell forwardRef and memo components
 * apart: React 18 marks those with Symbol.for("react.forward_ref") and Symbol.for("react.memo"),
 * read here directly. Otherwise the package's own logic: the same lists, the same walk up the
 * prototype chain, the same copying of property descriptors.
 */

type Statics = Record<string, true>

const REACT_STATICS: Statics = {
  childContextTypes: true,
  contextType: true,
  contextTypes: true,
  defaultProps: true,
  displayName: true,
  getDefaultProps: true,
  getDerivedStateFromError: true,
  getDerivedStateFromProps: true,
  mixins: true,
  propTypes: true,
  type: true,
}

const KNOWN_STATICS: Statics = { name: true, length: true, prototype: true, caller: true, callee: true, arguments: true, arity: true }

const FORWARD_REF_STATICS: Statics = { $$typeof: true, render: true, defaultProps: true, displayName: true, propTypes: true }

const MEMO_STATICS: Statics = { $$typeof: true, compare: true, defaultProps: true, displayName: true, propTypes: true, type: true }

const TYPE_STATICS: Record<symbol, Statics> = {
  [Symbol.for("react.forward_ref")]: FORWARD_REF_STATICS,
  [Symbol.for("react.memo")]: MEMO_STATICS,
}

type Component = Record<PropertyKey, unknown>

const staticsOf = (component: Component): Statics => TYPE_STATICS[component.$$typeof as symbol] ?? REACT_STATICS

export default function hoistNonReactStatics<T>(target: T, source: unknown, blacklist?: Statics): T {
  if (typeof source === "string") return target // don't hoist over string (html) components
  const inherited = Object.getPrototypeOf(source)
  if (inherited && inherited !== Object.prototype) hoistNonReactStatics(target, inherited, blacklist)
  const keys: PropertyKey[] = [...Object.getOwnPropertyNames(source), ...Object.getOwnPropertySymbols(source)]
  const targetStatics = staticsOf(target as Component)
  const sourceStatics = staticsOf(source as Component)
  for (const key of keys) {
    const name = key as string
    if (KNOWN_STATICS[name] || blacklist?.[name] || sourceStatics[name] || targetStatics[name]) continue
    try {
      Object.defineProperty(target, key, Object.getOwnPropertyDescriptor(source, key)!)
    } catch {
      // Avoid failures from read-only properties
    }
  }
  return target
}
