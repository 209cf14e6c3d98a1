/**
 * Stands in for lodash-es/clone in the browser bundle (STAND_INS in plugins/webpack-stand-ins/stand-ins.ts).
 * Formik calls it only in setIn, to copy one level of its values, errors or touched state before
 * writing a field: an array becomes a new array, any other object a new object with the same
 * prototype and own enumerable properties, a primitive itself. lodash's version reaches the same
 * result through its generic baseClone (typed arrays, buffers, Maps...), about 3 KB gzipped with
 * cloneDeep, which Formik never needs for form values.
 */
export default function clone<T>(value: T): T {
  if (Array.isArray(value)) return value.slice() as T
  if (value === null || typeof value !== "object") return value
  return Object.assign(Object.create(Object.getPrototypeOf(value)), value)
}
