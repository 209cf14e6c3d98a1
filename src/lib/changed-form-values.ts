/**
 * What a visitor has typed or picked in a form that its markup did not say: every control whose value
 * differs from the one in the HTML (an input's `defaultValue`, a checkbox's `defaultChecked`, an option's
 * `defaultSelected`; a select whose HTML marks no option counts as unchanged). Read at hydration (src/hooks/use-typed-before-hydration.ts): React 18 hydrates a
 * controlled field without writing its value, so what was typed before the scripts arrived stays on
 * screen but not in the form's state, and the next render would wipe it.
 *
 * Checkboxes sharing a name are a list (the checked values, in document order, as Formik keeps them);
 * a lone checkbox or a radio group gives the checked value ("" when none is); selects and text give their
 * value. Files, buttons and nameless or disabled controls are left out.
 */
export type ChangedValues = Record<string, string | string[]>

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement

const SKIPPED_TYPES = new Set(["file", "submit", "button", "reset", "image"])

function changed(control: Control): boolean {
  if (control instanceof HTMLSelectElement) {
    // A select React drew in the browser has no default option (it sets only `selected`); the server's
    // HTML marks the chosen one, so a select with none marked was not in the HTML as it is.
    const options = [...control.options]
    return options.some((option) => option.defaultSelected) && options.some((option) => option.selected !== option.defaultSelected)
  }
  if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) return control.checked !== control.defaultChecked
  return control.value !== control.defaultValue
}

export function changedFormValues(form: HTMLFormElement): ChangedValues {
  const controls = [...form.elements].filter(isControl).filter((control) => control.name && !control.disabled && !SKIPPED_TYPES.has(control.type))
  const byName = new Map<string, Control[]>()
  for (const control of controls) byName.set(control.name, [...(byName.get(control.name) ?? []), control])
  const values: ChangedValues = {}
  for (const [name, group] of byName) {
    if (!group.some(changed)) continue
    const first = group[0]
    if (first instanceof HTMLInputElement && first.type === "checkbox" && group.length > 1) {
      values[name] = group.filter((box) => (box as HTMLInputElement).checked).map((box) => box.value)
    } else if (first instanceof HTMLInputElement && (first.type === "checkbox" || first.type === "radio")) {
      values[name] = (group.find((box) => (box as HTMLInputElement).checked) as HTMLInputElement | undefined)?.value ?? ""
    } else {
      values[name] = group[group.length - 1].value
    }
  }
  return values
}
