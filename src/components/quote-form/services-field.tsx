import React from "react"
import { Field } from "formik"
import Check from "lucide-react/icons/check"
import { SERVICE_CHOICES } from "../../lib/quote/options"
import { describedBy, errorId, hintId } from "./field-ids"
import { FieldError } from "./field-error"
import { useFieldError } from "./use-field-error"
import * as styles from "./quote-form.module.css"

/**
 * The 14 services as checkboxes in one group. Formik's checkbox Field with an array value adds a
 * service when it is checked and removes it when it is unchecked.
 */
export function ServicesField() {
  const error = useFieldError("services")
  return (
    <fieldset
      className={`${styles.group} ${styles.full}`}
      aria-describedby={describedBy(hintId("services"), error && errorId("services"))}
    >
      <legend className={styles.label}>
        Services needed<span className={styles.requiredMark} aria-hidden="true"> *</span>
      </legend>
      <p id={hintId("services")} className={styles.hint}>Choose every service you would like a price for.</p>
      <div className={styles.services}>
        {SERVICE_CHOICES.map((service, index) => (
          <label key={service} className={styles.service} htmlFor={`quote-services-${index}`}>
            <Field
              type="checkbox"
              name="services"
              value={service}
              id={`quote-services-${index}`}
              className={styles.serviceInput}
              aria-invalid={error ? true : undefined}
            />
            <span className={styles.serviceBox} aria-hidden="true">
              <Check size={14} strokeWidth={3} />
            </span>
            <span className={styles.serviceName}>{service}</span>
          </label>
        ))}
      </div>
      <FieldError name="services" message={error} />
    </fieldset>
  )
}
