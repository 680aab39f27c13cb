// Placeholder until issue 13 builds course authoring.
export { InstructorAreaRoute as CreateCourseRoute } from './areas';
