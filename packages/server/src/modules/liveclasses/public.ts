// What other areas may use of live classes (the chatbot answers "my next class" with the classes
// the caller is the audience of). Everything else in this folder is the area's own.
export { liveClassAudience } from './queries';
