/**
 * Stands in for lodash-es/cloneDeep in the browser bundle (STAND_INS in plugins/webpack-stand-ins/stand-ins.ts).
 * Formik deep-copies its initial values, errors, touched and status once when the form mounts (and
 * an item pushed onto a FieldArray, which this site does not use). Form state is made of arrays,
 * plain objects, dates and primitives: those are copied at every depth as lodash copies them. Any
 * other object (a File, a class instance) is kept by reference, where lodash would copy its own
 * properties into a new object of the same prototype; the quote form's state holds none.
 */
export default function cloneDeep<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneDeep) as T
  if (value instanceof Date) return new Date(value.getTime()) as T
  if (value === null || typeof value !== "object") return value
  const prototype = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== null) return value
  const copy = Object.create(prototype) as Record<PropertyKey, unknown>
  for (const key of Reflect.ownKeys(value)) {
    if (Object.prototype.propertyIsEnumerable.call(value, key)) copy[key] = cloneDeep((value as Record<PropertyKey, unknown>)[key])
  }
  return copy as T
}
