export { ChoiceGroup, firstChoiceId, type Choice, type ChoiceGroupProps, type ChoiceSection } from "./choice-group"
