// What other parts of the server may use of quizzes: the bank's check of a question against its
// kind (the demo seed stores its quiz questions through it).
export { checkQuestion } from './bank';
