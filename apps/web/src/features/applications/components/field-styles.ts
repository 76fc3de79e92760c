/** The site's one field kit (components/ui/field.tsx): the applicant's form uses it like every other form. */
export { groupClass, inputClass } from '../../../components/ui/field.tsx';
