export { DropPrompt, FileField, FileList, FileRow, PickerLink } from "./file-field"
