export { FieldError, FieldLabel, Honeypot, SelectField, TextField, type FieldFrameProps, type Option } from "./form-field"
