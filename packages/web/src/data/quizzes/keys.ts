/**
 * Quizzes: a course's question bank (authors), a quiz lesson's quiz as the viewer may see
 * it, and the student's own attempts. A graded attempt changes the quiz (attempts used, passed) and,
 * when passed, the course's progress (data/learning/keys.ts).
 */
export const quizKeys = {
  all: ['quizzes'] as const,
  bank: (courseId: string) => [...quizKeys.all, 'bank', courseId] as const,
  quiz: (lessonId: string) => [...quizKeys.all, 'quiz', lessonId] as const,
  attempts: (lessonId: string) => [...quizKeys.all, 'attempts', lessonId] as const,
};
