export { FormikChoiceGroup, FormikSelectField, FormikTextField, useShownError } from "./formik-fields"
