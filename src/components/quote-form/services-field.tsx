import React from "react"
import { SERVICE_CHOICES } from "../../lib/quote/options"
import { FormikChoiceGroup } from "../formik-fields"
import { fieldId } from "./field-ids"
import * as styles from "./quote-form.module.css"

const CHOICES = SERVICE_CHOICES.map((service) => ({ value: service, label: service }))

/** The 14 services as checkboxes in one group: a service ticked is added to the answer, one unticked removed. */
export function ServicesField() {
  return (
    <FormikChoiceGroup
      id={fieldId("services")}
      name="services"
      type="checkbox"
      legend="Services needed"
      required
      hint="Choose every service you would like a price for."
      choices={CHOICES}
      columns={2}
      // One service outside the list (a tampered draft): the group says so once.
      listMessage="Choose services from the list"
      className={styles.full}
    />
  )
}
