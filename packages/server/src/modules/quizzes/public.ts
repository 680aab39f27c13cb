// What other parts of the server may use of quizzes: the bank's check of a question against its
// kind (the demo seed stores its quiz questions through it), and the pass mark of a quiz never set
// up (a course's quiz results read each quiz's pass mark).
export { checkQuestion } from './bank';
export { DEFAULT_PASSING_SCORE_PERCENT } from './quiz';
