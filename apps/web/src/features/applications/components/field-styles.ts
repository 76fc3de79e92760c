/** The site's one field kit (components/ui/field.tsx): the applicant's form uses its classes like every other form. */
export { groupClass, inputClass } from '../../../components/ui/field-classes.ts';
