/**
 * How the form kit (src/components/form-field and its siblings) names the parts of a control, so a hint and
 * an error are announced with it (aria-describedby) and a form can move focus to it: from the control's id,
 * "<id>-hint" and "<id>-error".
 */
export const hintIdOf = (id: string) => `${id}-hint`
export const errorIdOf = (id: string) => `${id}-error`

/** The given names joined by spaces (ids for aria-describedby, class names), or undefined if there are none. */
export const spaced = (...names: Array<string | false | null | undefined>): string | undefined => names.filter(Boolean).join(" ") || undefined
