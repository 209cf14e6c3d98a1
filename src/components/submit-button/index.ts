export { FormNote, Spinner, SubmitButton, SubmitRow } from "./submit-button"
